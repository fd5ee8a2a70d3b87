import ExcelJS from "exceljs";
import yazl from "yazl";

/**
 * Small documents of each kind whose text the files module reads, made here rather than committed: a PDF written
 * by hand (one page, one line of Helvetica), Word and OpenDocument texts zipped with yazl, a workbook written by
 * ExcelJS.
 */

export async function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(entries))
    zip.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF showing `lines` in Helvetica, with a correct cross-reference table. */
export function pdfOf(...lines: string[]): Buffer {
  const shown = lines.map((line, i) => `1 0 0 1 72 ${720 - i * 16} Tm (${escapePdf(line)}) Tj`).join("\n");
  const content = `BT /F1 12 Tf\n${shown}\nET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

const xmlText = (text: string) => text.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c] ?? c);

/** A Word document: one paragraph per entry, the first one's words split over two runs as Word does. */
export function docxOf(...paragraphs: string[]): Promise<Buffer> {
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const body = paragraphs
    .map((p, i) => {
      const cut = i === 0 ? Math.floor(p.length / 2) : p.length;
      const runs = [p.slice(0, cut), p.slice(cut)].filter(Boolean);
      return `<w:p>${runs.map((r) => `<w:r><w:t xml:space="preserve">${xmlText(r)}</w:t></w:r>`).join("")}</w:p>`;
    })
    .join("");
  return zipOf({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    "_rels/.rels":
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    "word/document.xml": `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
  });
}

/** A PowerPoint presentation: one slide per entry (a title shape), and speaker notes on the last slide. */
export function pptxOf(notes: string, ...slides: string[]): Promise<Buffer> {
  const ns =
    'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
  const shape = (text: string) =>
    `<p:sp><p:txBody><a:bodyPr/><a:p><a:r><a:t>${xmlText(text)}</a:t></a:r><a:tab/><a:r><a:t>.</a:t></a:r></a:p></p:txBody></p:sp>`;
  const parts: Record<string, string> = {
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    "ppt/presentation.xml": `<?xml version="1.0"?><p:presentation ${ns}/>`,
    [`ppt/notesSlides/notesSlide${slides.length}.xml`]: `<?xml version="1.0"?><p:notes ${ns}><p:cSld><p:spTree>${shape(notes)}</p:spTree></p:cSld></p:notes>`,
  };
  slides.forEach((text, i) => {
    parts[`ppt/slides/slide${i + 1}.xml`] =
      `<?xml version="1.0"?><p:sld ${ns}><p:cSld><p:spTree>${shape(text)}</p:spTree></p:cSld></p:sld>`;
  });
  return zipOf(parts);
}

/** An OpenDocument text: a heading and paragraphs, with a deleted tracked change whose words are not the text's. */
export function odtOf(heading: string, ...paragraphs: string[]): Promise<Buffer> {
  const ns =
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"';
  const ps = paragraphs.map((p) => `<text:p>${xmlText(p)}</text:p>`).join("");
  return zipOf({
    mimetype: "application/vnd.oasis.opendocument.text",
    "META-INF/manifest.xml":
      '<?xml version="1.0"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
    "content.xml": `<?xml version="1.0"?><office:document-content ${ns}><office:body><office:text><text:tracked-changes><text:changed-region><text:deletion><text:p>struckout</text:p></text:deletion></text:changed-region></text:tracked-changes><text:h>${xmlText(heading)}</text:h>${ps}</office:text></office:body></office:document-content>`,
  });
}

/** A workbook of one sheet: the rows as given (strings go to the shared strings, numbers stay in the sheet). */
export async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Sheet 1");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
