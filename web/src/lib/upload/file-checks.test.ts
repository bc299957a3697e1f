// covers: ONB-001, ONB-002, ONB-003, ONB-004, PAY-034, PAY-035
import { describe, expect, it } from 'vitest';
import { jpegFile, pngFile } from '../../test/fake-server';
import { checkJpegFile, hasJpegSignature, MAX_UPLOAD_BYTES, MIN_UPLOAD_BYTES, readHead } from './file-checks';

describe('the shared file rules (G.1), checked by content', () => {
  it('needs a file: "Please select a file"', async () => {
    expect(await checkJpegFile(null)).toBe('missing');
    expect(await checkJpegFile(undefined)).toBe('missing');
  });

  it('takes a JPEG by its first bytes FF D8 FF, whatever its name or type', async () => {
    expect(await checkJpegFile(jpegFile('cheque.jpg'))).toBeNull();
    expect(await checkJpegFile(jpegFile('CHEQUE.JPEG'))).toBeNull();
    expect(await checkJpegFile(jpegFile('cheque.png', 2048, 'image/png'))).toBeNull();
    expect(await checkJpegFile(jpegFile('cheque', 2048, ''))).toBeNull();
  });

  it('refuses what is not a JPEG, even named .jpg: "Wrong file type. Only jpeg/jpg accepted"', async () => {
    expect(await checkJpegFile(pngFile('cheque.jpg'))).toBe('wrongType');
    expect(await checkJpegFile(new File(['%PDF-1.7 '.repeat(20)], 'cheque.jpeg', { type: 'image/jpeg' }))).toBe('wrongType');
    // FF D8 alone is not enough.
    const almost = new Uint8Array(100);
    almost.set([0xff, 0xd8, 0x00]);
    expect(await checkJpegFile(new File([almost], 'x.jpg'))).toBe('wrongType');
  });

  it('has one limit, 10,000,000 bytes, as every page says 10MB (decisions §2): above is "File too big. Maximum size 10MB"', async () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_000_000);
    expect(await checkJpegFile(jpegFile('big.jpg', MAX_UPLOAD_BYTES))).toBeNull();
    expect(await checkJpegFile(jpegFile('big.jpg', MAX_UPLOAD_BYTES + 1))).toBe('tooBig');
    // 5 MB, the old page text's figure, is fine.
    expect(await checkJpegFile(jpegFile('five.jpg', 5_000_001))).toBeNull();
  });

  it('refuses a file under 50 bytes: "Invalid file"', async () => {
    expect(MIN_UPLOAD_BYTES).toBe(50);
    expect(await checkJpegFile(jpegFile('tiny.jpg', 49))).toBe('invalid');
    expect(await checkJpegFile(jpegFile('small.jpg', 50))).toBeNull();
    expect(await checkJpegFile(new File([], 'empty.jpg'))).toBe('invalid');
  });

  it('checks in the server’s order: size before content', async () => {
    expect(await checkJpegFile(pngFile('big.png', MAX_UPLOAD_BYTES + 1))).toBe('tooBig');
    expect(await checkJpegFile(pngFile('tiny.png', 20))).toBe('invalid');
  });

  it('reads only the first bytes', async () => {
    expect([...(await readHead(jpegFile(), 3))]).toEqual([0xff, 0xd8, 0xff]);
    expect(hasJpegSignature(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe(true);
    expect(hasJpegSignature(new Uint8Array([0xff, 0xd8]))).toBe(false);
  });
});
