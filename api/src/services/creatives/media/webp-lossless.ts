/** A RIFF chunk's header: its four-letter type and the length of its payload. */
const CHUNK_HEADER_BYTES = 8;
/** An ANMF (animation frame) chunk's payload starts with the frame's position, size and timing. */
const FRAME_HEADER_BYTES = 16;

/** Whether the chunks between `start` and `end` hold a VP8L bitstream, inside animation frames too. */
function holdsLossless(buffer: Buffer, start: number, end: number): boolean {
  let offset = start;
  while (offset + CHUNK_HEADER_BYTES <= end) {
    const type = buffer.toString('latin1', offset, offset + 4);
    const length = buffer.readUInt32LE(offset + 4);
    const payload = offset + CHUNK_HEADER_BYTES;
    const payloadEnd = Math.min(payload + length, end);
    if (type === 'VP8L') return true;
    if (type === 'ANMF' && holdsLossless(buffer, payload + FRAME_HEADER_BYTES, payloadEnd)) return true;
    // Payloads are padded to an even length.
    offset = payload + length + (length % 2);
  }
  return false;
}

/**
 * Whether a WEBP was encoded losslessly (a VP8L bitstream rather than VP8): sharp does not say, and a
 * lossless picture (a logo, text) re-encoded lossily would lose what its author chose to keep.
 */
export function webpIsLossless(buffer: Buffer): boolean {
  // 'RIFF', the file's length, 'WEBP', then the chunks.
  if (buffer.length < 12) return false;
  const riffEnd = Math.min(buffer.length, 8 + buffer.readUInt32LE(4));
  return holdsLossless(buffer, 12, riffEnd);
}
