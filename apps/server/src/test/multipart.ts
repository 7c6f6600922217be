/** A multipart/form-data body with one `file` part, as a browser's form upload sends it, for app.inject. */
export function multipartFile(bytes: Buffer, filename: string, contentType: string) {
  const boundary = '----crabclaw-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
