import type { ReactNode } from 'react';
import { Heading, Text } from '@/components/ui';
import { usePageMeta } from '@/lib/page-meta';

export interface LegalSection {
  heading: string;
  body: ReactNode[];
}

export function LegalPage({
  title,
  path,
  description,
  updated,
  sections,
}: {
  title: string;
  path: string;
  description: string;
  updated: string;
  sections: LegalSection[];
}) {
  usePageMeta({ title, path, description });
  return (
    <article className="page-narrow prose">
      <Heading as="h1" size="8" mb="1">
        {title}
      </Heading>
      <Text as="p" size="2" color="gray" mb="5">
        Last updated: {updated}
      </Text>
      {sections.map((section) => (
        <section key={section.heading}>
          <Heading as="h2" size="5">
            {section.heading}
          </Heading>
          {section.body.map((paragraph, i) => (
            <Text as="p" key={i} mb="3">
              {paragraph}
            </Text>
          ))}
        </section>
      ))}
    </article>
  );
}
