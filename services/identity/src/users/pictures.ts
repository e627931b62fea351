// Profile pictures: gif, jpeg or png (spec 000 §5), checked by their bytes, not their declared type.
import { fileTypeFromBuffer } from 'file-type';
import type { DataSource } from 'typeorm';
import { notFound, Problem } from '@adops/platform';
import { PictureEntity, UserEntity } from '../persistence/entities.ts';

const ALLOWED = new Set(['image/png', 'image/jpeg', 'image/gif']);

export type Pictures = ReturnType<typeof createPictures>;

export function createPictures(ds: DataSource) {
  return {
    async set(userId: string, body: unknown): Promise<void> {
      if (!Buffer.isBuffer(body) || body.length === 0) throw new Problem(400, 'Bad Request', 'The picture is empty.');
      const sniffed = await fileTypeFromBuffer(body);
      if (!sniffed || !ALLOWED.has(sniffed.mime)) throw new Problem(415, 'Unsupported Media Type', 'Only gif, jpeg and png images are allowed.');
      await ds.transaction(async (m) => {
        await m.delete(PictureEntity, { userId });
        await m.insert(PictureEntity, { userId, contentType: sniffed.mime, data: body, updatedAt: new Date() });
        await m.update(UserEntity, { id: userId }, { hasPicture: true, updatedAt: new Date() });
      });
    },

    async get(userId: string) {
      // eslint-disable-next-line no-restricted-syntax -- a user's picture belongs to no customer; the handlers decide who may read or change it.
      const row = await ds.getRepository(PictureEntity).findOne({ where: { userId } });
      if (!row) throw notFound('No picture.');
      return row;
    },
  };
}
