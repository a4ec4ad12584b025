import { Card, Heading, Link, Stack, Text } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../app/queries';
import officeMap from './office-map.svg';

/** The office on OpenStreetMap (Residency Road, Bengaluru); the map on the page is a shipped image. */
const MAP_LINK = 'https://www.openstreetmap.org/?mlat=12.9680&mlon=77.6060#map=17/12.9680/77.6060';

/** Spec 9 support hours. */
export const SUPPORT_HOURS = 'Monday to Friday 9am-6pm IST, Saturday 10am-2pm, Sunday closed';

/** Address, phone, email and hours from the brand settings, and a map that needs no third-party frame. */
export function OfficeDetails() {
  const { data: config } = useQuery(configQuery);
  const brand = config?.brand;
  return (
    <Stack space="large">
      <Card as="section" padding="large" aria-labelledby="office-title">
        <Stack space="medium">
          <Heading level="2" id="office-title">
            Our Office
          </Heading>
          <Text>{brand?.legalName ?? 'Startwise Business Services Private Limited'}</Text>
          <Text>{brand?.address ?? '4th Floor, 27 Residency Road, Ashok Nagar, Bengaluru, Karnataka 560025'}</Text>
          <Text>
            {'Phone: '}
            <Link href={`tel:${(brand?.supportPhone ?? '+918047182200').replace(/\s+/g, '')}`}>
              {brand?.supportPhone ?? '+91 80 4718 2200'}
            </Link>
          </Text>
          <Text>
            {'Email: '}
            <Link href={`mailto:${brand?.supportEmail ?? 'support@startwise.in'}`}>
              {brand?.supportEmail ?? 'support@startwise.in'}
            </Link>
          </Text>
          <Text>{`Support hours: ${SUPPORT_HOURS}`}</Text>
        </Stack>
      </Card>
      <Stack as="section" space="small" aria-label="Map">
        <img
          src={officeMap}
          width={640}
          height={360}
          alt="Map showing our office on Residency Road, Ashok Nagar, Bengaluru, between Museum Road and Brigade Road"
          loading="lazy"
          style={{ width: '100%', height: 'auto' }}
        />
        <Link href={MAP_LINK} external>
          Open in OpenStreetMap
        </Link>
      </Stack>
    </Stack>
  );
}
