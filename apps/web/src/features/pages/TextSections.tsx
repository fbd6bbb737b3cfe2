import type { TextSection } from './sections';

interface TextSectionsProps {
  sections: TextSection[];
  /** Prefix of the sections' ids (for a table of contents). */
  idPrefix: string;
}

/** Long-form text: one h2 per section, its paragraphs and an optional bullet list. */
export function TextSections({ sections, idPrefix }: TextSectionsProps) {
  return (
    <>
      {sections.map((section, index) => (
        <section
          key={section.heading}
          id={`${idPrefix}-${index + 1}`}
          className="text-section"
          aria-labelledby={`${idPrefix}-${index + 1}-title`}
        >
          <h2 id={`${idPrefix}-${index + 1}-title`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}
