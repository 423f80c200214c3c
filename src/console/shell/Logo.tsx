import { Box, Image } from '@chakra-ui/react';
import { BRAND } from '../../shared/constants';

/** The partner's logo replaces the default one. */
export function Logo({
  logoUrl,
  partnerName,
  size = 36,
}: {
  logoUrl?: string | null;
  partnerName?: string | null;
  size?: number;
}) {
  if (logoUrl)
    return <Image src={logoUrl} alt={partnerName ?? BRAND} height={`${size}px`} data-testid="partner-logo" />;
  return (
    <Box as="span" display="inline-flex" alignItems="center" gap="2" data-testid="default-logo">
      <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-label={BRAND}>
        <circle cx="20" cy="20" r="19" fill="#1d4ed8" />
        <circle cx="20" cy="20" r="11" fill="none" stroke="#fff" strokeWidth="4" />
        <circle cx="20" cy="20" r="3" fill="#fff" />
        <path d="M20 9v5M20 26v5M9 20h5M26 20h5" stroke="#fff" strokeWidth="3" />
      </svg>
    </Box>
  );
}
