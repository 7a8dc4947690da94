import { inflateSync } from 'node:zlib';

// The text a pdfkit PDF shows, for tests: its content streams are deflated, and each `[<hex> kerning <hex>] TJ`
// writes one run of the standard fonts' WinAnsi (windows-1252) codes. One run per line of the result.

const winAnsi = new TextDecoder('windows-1252');

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  for (const stream of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated content stream (an image, a font)
    }
    for (const run of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)) {
      const hex = [...(run[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      runs.push(winAnsi.decode(Buffer.from(hex, 'hex')));
    }
  }
  return runs.join('\n');
}
