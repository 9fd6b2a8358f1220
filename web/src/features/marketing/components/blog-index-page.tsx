import { Link } from 'react-router-dom';
import { Badge, Card, Flex, Grid, Heading, Text, VisuallyHidden } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { BLOG_POSTS } from '../content/blog-posts';

export default function BlogIndexPage() {
  usePageMeta({
    title: 'Blog',
    path: '/blog',
    description: 'Guides on real estate investment analysis, rental market trends and AI property valuation.',
  });
  return (
    <div className="page">
      <Heading as="h1" size="8" mb="2">
        Blog
      </Heading>
      <Text as="p" color="gray" mb="6">
        Practical guides for real estate investors, agents and property managers.
      </Text>
      <Grid columns={{ initial: '1', md: '3' }} gap="4">
        {BLOG_POSTS.map((post) => (
          <Card key={post.slug} size="3" asChild>
            <article>
              <Flex direction="column" gap="2" height="100%">
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge>{post.category}</Badge>
                  <Text size="1" color="gray">
                    <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readTime}
                  </Text>
                </Flex>
                <Heading as="h2" size="5">
                  <Link to={`/blog/${post.slug}`} className="card-title-link">
                    {post.title}
                  </Link>
                </Heading>
                <Text as="p" color="gray" size="2" style={{ flex: 1 }}>
                  {post.excerpt}
                </Text>
                {/* The name starts with the visible words (voice control users say what they see). */}
                <Link to={`/blog/${post.slug}`}>
                  Read article<VisuallyHidden> about {post.title}</VisuallyHidden> <span aria-hidden>→</span>
                </Link>
              </Flex>
            </article>
          </Card>
        ))}
      </Grid>
    </div>
  );
}
