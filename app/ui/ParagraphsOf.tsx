/** A free text as written: a blank line starts a new paragraph, a single line break stays one (CSS pre-line). */
export function ParagraphsOf({ text, className }: { text: string; className: string }) {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
