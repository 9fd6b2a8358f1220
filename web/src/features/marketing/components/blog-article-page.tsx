import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { AppLink, Badge, ButtonLink, Card, Flex, Heading, Text } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { findPost, type BlogPost } from '../content/blog-posts';

const NotFoundPage = lazy(() => import('./not-found-page'));

function Article({ post }: { post: BlogPost }) {
  usePageMeta({ title: post.title, path: `/blog/${post.slug}`, description: post.excerpt });
  return (
    <article className="page-narrow prose">
      <Text size="2">
        <AppLink to="/blog">← All articles</AppLink>
      </Text>
      <Flex gap="2" align="center" mt="4" wrap="wrap">
        <Badge>{post.category}</Badge>
        <Text size="2" color="gray">
          <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readTime}
        </Text>
      </Flex>
      <Heading as="h1" size="8" mt="3" mb="4">
        {post.title}
      </Heading>
      {post.sections.map((section, i) => (
        <section key={section.heading ?? i}>
          {section.heading ? (
            <Heading as="h2" size="5">
              {section.heading}
            </Heading>
          ) : null}
          {section.paragraphs.map((p) => (
            <Text as="p" key={p.slice(0, 40)} mb="3">
              {p}
            </Text>
          ))}
          {section.bullets ? (
            <ul className="bullets">
              {section.bullets.map((b) => (
                <li key={b}>
                  <Text>{b}</Text>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <Card size={{ initial: '2', sm: '3' }} mt="7" className="trial-pitch">
        <Flex direction={{ initial: 'column', sm: 'row' }} gap="3" align="center" justify="between">
          <Text weight="medium">Put this into practice on a real address.</Text>
          <ButtonLink to="/property-analyzer">Try Property Analyzer</ButtonLink>
        </Flex>
      </Card>
    </article>
  );
}

/** /blog/:slug: one of the three articles, else the 404 page. */
export default function BlogArticlePage() {
  const { slug } = useParams();
  const post = findPost(slug);
  return post ? <Article post={post} /> : <NotFoundPage />;
}
