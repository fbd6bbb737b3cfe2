import {
  CONTENT_IMAGE_MAX_BYTES,
  type CONTENT_IMAGE_TYPES,
} from '@fairfare/contracts/content-admin';

type ImageType = (typeof CONTENT_IMAGE_TYPES)[number];

/** The first bytes of each accepted type: an upload must be what it says it is. */
function looksLike(type: ImageType, bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  switch (type) {
    case 'image/png':
      return bytes[0] === 0x89 && ascii(1, 4) === 'PNG';
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/gif':
      return ascii(0, 4) === 'GIF8';
    case 'image/webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
  }
}

/** Whether an upload is an accepted image: its bytes match its type and it is not too large. */
export function isAcceptableImage(type: ImageType, bytes: Uint8Array): boolean {
  return bytes.length > 0 && bytes.length <= CONTENT_IMAGE_MAX_BYTES && looksLike(type, bytes);
}
