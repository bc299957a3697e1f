import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { Box, Skeleton } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useThumbnail } from '../api/get-document-file';
import type { AccountDocument } from '../api/get-documents';
import { useSeenOnce } from './use-in-view';

/** Width over height of a preview frame: a letter-size page (the server's PNG is 200 px wide). */
const PAGE_RATIO = 8.5 / 11;

/**
 * An `<img>` showing a Blob through an object URL made when it is drawn and revoked when it goes
 * (React 19 ref cleanup), so a preview kept in the query cache never leaks a URL.
 */
function BlobImage({ blob, alt, width, height }: { blob: Blob; alt: string; width: number; height: number }) {
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return undefined;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={ref} alt={alt} width={width} height={height} style={{ display: 'block', width, height, objectFit: 'contain', objectPosition: 'top' }} />;
}

/**
 * A document's preview (ACCT-031, ACCT-033): read with the session header once its row comes near
 * the screen, cached per account, document and language; a skeleton meanwhile, a plain document
 * icon when there is none.
 */
export function DocumentThumbnail({ user, doc, width }: { user: number; doc: AccountDocument; width: number }) {
  const { t } = useTranslation();
  const [ref, seen] = useSeenOnce<HTMLDivElement>();
  const thumbnail = useThumbnail(user, doc.id, seen);
  const height = Math.round(width / PAGE_RATIO);
  const frame = {
    width,
    height,
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    overflow: 'hidden',
    border: 1,
    borderColor: 'divider',
    borderRadius: 0.5,
    bgcolor: 'background.paper',
  } as const;
  let content;
  if (thumbnail.data) {
    content = <BlobImage blob={thumbnail.data} alt={t('documents.previewAlt', { title: doc.title })} width={width - 2} height={height - 2} />;
  } else if (thumbnail.data === null || thumbnail.isError) {
    content = <DescriptionOutlined color="action" fontSize="large" role="img" aria-hidden={false} aria-label={t('documents.noPreview', { title: doc.title })} />;
  } else {
    content = <Skeleton variant="rectangular" width={width} height={height} aria-hidden />;
  }
  return (
    <Box ref={ref} sx={frame} data-testid="document-thumbnail">
      {content}
    </Box>
  );
}
