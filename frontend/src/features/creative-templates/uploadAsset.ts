// Sending a file's bytes (003 §7 asset upload): the multipart form of uploadCreativeTemplateAsset (the file it
// is for, whether to replace bytes it has, then the file), with the 30 s time-out. Shared by a template's
// files and the shared assets. The caller runs uploadProblem first; a refusal says the server's words.
import { useUploadCreativeTemplateAsset, type CreativeTemplateFile } from '../../lib/api/generated/creative.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { CREATIVE_UPLOAD_TIMEOUT_MS } from './constants.ts';
import { CREATIVE_MESSAGES } from './messages.ts';

export type UploadResult = { data: CreativeTemplateFile; error?: undefined } | { data?: undefined; error: string };

export function useUploadAsset() {
  const upload = useUploadCreativeTemplateAsset();
  return async (fileId: string, file: File, replace: boolean): Promise<UploadResult> => {
    const form = new FormData();
    form.append('creativeTemplateFile', fileId);
    form.append('ignoreExisting', String(replace));
    form.append('file', file, file.name);
    try {
      // openapi-fetch would serialise the body as JSON; the form goes as it is (its boundary set by fetch).
      const { data, error } = await upload({
        body: form as never, bodySerializer: (b: unknown) => b as BodyInit, signal: AbortSignal.timeout(CREATIVE_UPLOAD_TIMEOUT_MS),
      } as never);
      return data ? { data } : { error: problemMessage(error, CREATIVE_MESSAGES.somethingWentWrong) };
    } catch (e) {
      const timedOut = e instanceof DOMException && e.name === 'TimeoutError';
      return { error: timedOut ? 'The upload took too long.' : CREATIVE_MESSAGES.somethingWentWrong };
    }
  };
}
