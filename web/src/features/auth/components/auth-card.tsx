import type { ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@/components/ui';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="page-auth">
      <Card size={{ initial: '2', sm: '4' }}>
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="1" align="center" style={{ textAlign: 'center' }}>
            <Heading as="h1" size="7">
              {title}
            </Heading>
            {subtitle ? (
              <Text as="p" color="gray">
                {subtitle}
              </Text>
            ) : null}
          </Flex>
          {children}
        </Flex>
      </Card>
    </div>
  );
}
