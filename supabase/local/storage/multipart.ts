/**
 * A small multipart/form-data reader. storage-js sends the file under an empty field name, which
 * Request.formData() drops, so uploads are parsed here.
 */
export interface Part {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Uint8Array;
}

function indexOf(hay: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = from; i <= hay.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

export function parseMultipart(body: Uint8Array, contentType: string): Part[] {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!m) return [];
  const enc = new TextEncoder();
  const delimiter = enc.encode(`--${m[1] ?? m[2]}`);
  const crlf2 = enc.encode("\r\n\r\n");
  const parts: Part[] = [];
  let pos = indexOf(body, delimiter, 0);
  while (pos >= 0) {
    const start = pos + delimiter.length;
    if (body[start] === 45 && body[start + 1] === 45) break; // "--": closing delimiter
    const headerEnd = indexOf(body, crlf2, start);
    if (headerEnd < 0) break;
    const headers = new TextDecoder().decode(body.subarray(start + 2, headerEnd));
    const next = indexOf(body, delimiter, headerEnd + 4);
    if (next < 0) break;
    const data = body.subarray(headerEnd + 4, next - 2); // drop the CRLF before the delimiter
    const disposition = /content-disposition:\s*([^\r\n]*)/i.exec(headers)?.[1] ?? "";
    parts.push({
      name: /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? "",
      filename: /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null,
      contentType: /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1]?.trim() ?? null,
      data,
    });
    pos = next;
  }
  return parts;
}
