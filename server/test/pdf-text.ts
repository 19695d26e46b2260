import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from "pdf-lib";

/**
 * The texts a PDF drawn by server/pdf shows, page by page, one string per drawn line: pdf-lib writes each
 * line as a hex string shown by Tj, in WinAnsi (Latin-1 for every letter the product's texts use).
 */
export async function pdfText(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const lines: string[] = [];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const source = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
      for (const [, hex] of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        lines.push(Buffer.from(hex ?? "", "hex").toString("latin1"));
      }
    }
    return lines;
  });
}
