import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/test-utils';
import { BLOG_POSTS } from '../content/blog-posts';
import BlogIndexPage from './blog-index-page';

describe('BlogIndexPage', () => {
  it("names each card's link by the words it shows, then the article", () => {
    renderPage(<BlogIndexPage />, { route: '/blog' });
    const links = screen.getAllByRole('link', { name: /^Read article/ });
    expect(links).toHaveLength(BLOG_POSTS.length);
    for (const [i, link] of links.entries()) {
      const post = BLOG_POSTS[i]!;
      expect(link).toHaveAccessibleName(`Read article about ${post.title}`);
      expect(link).toHaveAttribute('href', `/blog/${post.slug}`);
    }
  });
});
