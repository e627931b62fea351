// Profile pictures: gif, jpeg or png (spec 000 §5), checked by their bytes, not their declared type.
import { fileTypeFromBuffer } from 'file-type';
import { notFound } from '@adops/platform';
import { assertPictureBody, assertPictureType } from './rules.ts';
import type { UserStore } from './store.ts';

export type Pictures = ReturnType<typeof createPictures>;

export function createPictures(store: UserStore) {
  return {
    async set(userId: string, body: unknown): Promise<void> {
      assertPictureBody(body);
      const sniffed = (await fileTypeFromBuffer(body))?.mime;
      assertPictureType(sniffed);
      await store.transaction((tx) => store.replacePicture(tx, userId, sniffed, body));
    },

    async get(userId: string) {
      const row = await store.pictureOf(userId);
      if (!row) throw notFound('No picture.');
      return row;
    },
  };
}
