import { useQuery } from '@tanstack/react-query';
import { configQuery } from './queries';

/** The brand the app was built for: index.html's application-name, which the build sets from BRAND. */
const builtBrandName = () => document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ?? '';

/** The brand's name: the server's, once its config has arrived, and the build's until then (never another brand's). */
export function useBrandName(): string {
  const { data: config } = useQuery(configQuery);
  return config?.brand.name ?? builtBrandName();
}
