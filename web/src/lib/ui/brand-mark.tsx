/**
 * A small shared piece of UI: the provider's brand mark — the logo from the branding
 * configuration (logoUrl) when there is one, else a mark with the provider's initials in the
 * primary colour — with the provider's and the product's names beside it. The drawer, the header
 * on phones and the public pages show it; the identity pages draw the same initials mark
 * (internal/identity/templates/layout.html).
 */
import { Box, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/translation';
import { useBranding } from '../branding';

/**
 * The initials of a provider name: the first letters of its first two words that start with a
 * letter or digit ('Prairie Wave Internet' → 'PW'); '' for an empty name.
 */
export function brandInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toLocaleUpperCase())
    .join('');
}

/**
 * The brand mark. size is the mark's height in px; inverse draws it for a coloured surface (the
 * header), with white initials tile and the primary colour inside. showName adds the provider's
 * name and the product's ('{product} MyAccount') beside it; the mark alone is decorative then, and
 * otherwise carries the provider's name as its text alternative.
 */
export function BrandMark({ size = 36, inverse = false, showName = true }: { size?: number; inverse?: boolean; showName?: boolean }) {
  const { t } = useTranslation();
  const { provider, product, logoUrl } = useBranding();
  const name = provider || product;
  const initials = brandInitials(name);
  const alt = showName ? '' : name;
  let mark = null;
  if (logoUrl) {
    mark = <Box component="img" src={logoUrl} alt={alt} sx={{ height: size, maxWidth: size * 4, objectFit: 'contain', display: 'block' }} />;
  } else if (initials) {
    mark = (
      <Box
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="brand-initials"
        sx={{
          width: size,
          height: size,
          flexShrink: 0,
          borderRadius: `${Math.round(size / 4)}px`,
          display: 'grid',
          placeItems: 'center',
          bgcolor: inverse ? 'common.white' : 'primary.main',
          color: inverse ? 'primary.main' : 'primary.contrastText',
          fontWeight: 800,
          fontSize: size * 0.42,
          letterSpacing: '0.02em',
          lineHeight: 1,
          userSelect: 'none',
        }}
      >
        {initials}
      </Box>
    );
  }
  if (!showName) return mark;
  return (
    <Box data-testid="brand-mark" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      {mark}
      <Box sx={{ minWidth: 0, lineHeight: 1.2 }}>
        {name && (
          <Typography component="p" noWrap sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.25 }}>
            {name}
          </Typography>
        )}
        <Typography component="p" variant="caption" noWrap sx={{ opacity: 0.8, display: 'block', lineHeight: 1.2 }}>
          {product ? t('app.productName', { product }) : t('app.name')}
        </Typography>
      </Box>
    </Box>
  );
}
