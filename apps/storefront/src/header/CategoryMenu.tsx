import type { Schemas } from '@startwise/api-client';
import { Box, Inline, Link, Stack, Text } from '@startwise/ui';
import { useState } from 'react';

type Category = Schemas['CategoryWithServices'];

/** A category link that lists the category's services while hovered or focused (spec 2 header). */
function CategoryItem({ category }: { category: Category }) {
  const [open, setOpen] = useState(false);
  const services = category.services ?? [];
  return (
    <li
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <Link href={`/category/${category.slug}`} tone="neutral">
        {category.name}
      </Link>
      {open ? (
        <Box
          position="absolute"
          background="surfaceRaised"
          boxShadow="large"
          borderRadius="medium"
          padding="medium"
          aria-label={`${category.name} services`}
          role="group"
        >
          {services.length > 0 ? (
            <Stack as="ul" space="small">
              {services.map((service) => (
                <li key={service._id}>
                  <Link href={`/service/${service.slug}`} tone="neutral">
                    {service.title}
                  </Link>
                </li>
              ))}
            </Stack>
          ) : (
            <Text tone="muted">No services available</Text>
          )}
        </Box>
      ) : null}
    </li>
  );
}

/** The desktop navigation: Services, each category with services, About Us and Experts. */
export function CategoryMenu({ categories }: { categories: readonly Category[] }) {
  return (
    <Inline as="ul" space="large">
      <li>
        <Link href="/services" tone="neutral">
          Services
        </Link>
      </li>
      {categories.map((category) => (
        <CategoryItem key={category._id} category={category} />
      ))}
      <li>
        <Link href="/our-mission" tone="neutral">
          About Us
        </Link>
      </li>
      <li>
        <Link href="/#expert" tone="neutral">
          Experts
        </Link>
      </li>
    </Inline>
  );
}
