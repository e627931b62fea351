// The rules of an asset upload, without a database: which formats, how large, and the display name.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Problem } from '@adops/platform';
import { ASSET_FORMATS, assetName, assetRequired, checkAssetSize, customerIdRequired, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, maxBytesOf } from './rules.ts';

describe('asset rules', () => {
  it('images may be 20 MB and videos 500 MB', () => {
    assert.equal(maxBytesOf('image'), 20 * 1024 * 1024);
    assert.equal(maxBytesOf('video'), 500 * 1024 * 1024);
    checkAssetSize('image', MAX_IMAGE_BYTES);
    checkAssetSize('video', MAX_VIDEO_BYTES);
  });

  it('a file over its kind\'s limit is 413 with the limit in its message', () => {
    const image = (() => {
      try {
        checkAssetSize('image', MAX_IMAGE_BYTES + 1);
      } catch (error) {
        return error;
      }
    })();
    assert.ok(image instanceof Problem);
    assert.deepEqual([image.status, image.title, image.detail], [413, 'Payload Too Large', 'The image is larger than 20 MB.']);
    assert.throws(() => checkAssetSize('video', MAX_VIDEO_BYTES + 1), { status: 413, detail: 'The video is larger than 500 MB.' });
    assert.doesNotThrow(() => checkAssetSize('video', MAX_IMAGE_BYTES + 1), 'a video may be larger than an image');
  });

  it('accepts the image and the video formats, and nothing else', () => {
    assert.ok(ASSET_FORMATS.includes('jpeg') && ASSET_FORMATS.includes('png') && ASSET_FORMATS.includes('mp4'));
    assert.ok(!(ASSET_FORMATS as readonly string[]).includes('pdf'));
  });

  it('the display name is the one sent, else the file name, trimmed and at most 300 characters', () => {
    assert.equal(assetName('  Front door ', 'IMG_1.jpg'), 'Front door');
    assert.equal(assetName('   ', ' IMG_1.jpg '), 'IMG_1.jpg');
    assert.equal(assetName(undefined, undefined), null);
    assert.equal(assetName('x'.repeat(400), undefined)?.length, 300);
  });

  it("the spec's messages for a missing customer and a missing file", () => {
    assert.deepEqual([customerIdRequired().detail, customerIdRequired().errors], ['Customer Id is required', [{ path: '/body/customerId', message: 'Customer Id is required' }]]);
    assert.deepEqual([assetRequired().detail, assetRequired().errors], ['Asset is required', [{ path: '/body/file', message: 'Asset is required' }]]);
  });
});
