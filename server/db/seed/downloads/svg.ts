/** Small helpers to write printable SVG sheets by hand (no dependencies, deterministic output). */

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Breaks a text into lines of at most `max` characters, at spaces. */
export function lines(text: string, max: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= max || !line) line = candidate;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out;
}

/** A centred multi-line text block. */
export function textBlock(
  x: number,
  y: number,
  text: string,
  options: { max: number; size: number; lineHeight?: number; weight?: number; fill?: string; anchor?: "middle" | "start" },
): string {
  const lineHeight = options.lineHeight ?? options.size * 1.25;
  const anchor = options.anchor ?? "middle";
  const spans = lines(text, options.max)
    .map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<text x="${x}" y="${y}" font-size="${options.size}" font-weight="${options.weight ?? 600}" fill="${options.fill ?? "#1d2b3a"}" text-anchor="${anchor}">${spans}</text>`;
}

/** The document wrapper: A4 sheet in user units of a quarter millimetre, with an accessible title and description. */
export function sheet(options: { width: number; height: number; title: string; desc: string; body: string }): string {
  const { width, height } = options;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width / 4}mm" height="${height / 4}mm" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title desc" font-family="Nunito, 'Segoe UI', Arial, sans-serif">`,
    `<title id="title">${escapeXml(options.title)}</title>`,
    `<desc id="desc">${escapeXml(options.desc)}</desc>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    options.body,
    `</svg>`,
    "",
  ].join("\n");
}
