import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { useI18n } from '../i18n';

const steps = [0.5, 0.75, 1, 1.5, 2, 3, 4];
/** The photo's width at 100 %, in CSS pixels: it fits the frame at 768 px. */
const BASE_WIDTH = 560;

/**
 * A photo to review, with zoom (50 % to 400 %) and quarter-turn rotation; the frame scrolls when the
 * photo is larger than it. The buttons work from the keyboard; + and - and R work in the frame too.
 */
export function PhotoViewer({ src, alt }: { src: string; alt: string }) {
  const { t } = useI18n();
  const [zoom, setZoom] = useState(2); // index in steps: 100 %
  const [turns, setTurns] = useState(0);
  const [failed, setFailed] = useState(false);
  const scale = steps[zoom]!;
  const sideways = turns % 2 === 1;
  // The photo's height over its width (a card's, until it has loaded), and its size at 100 %.
  const [ratio, setRatio] = useState(0.63);
  const width = Math.round(BASE_WIDTH * scale);
  const height = Math.round(BASE_WIDTH * scale * ratio);
  const zoomIn = () => setZoom((z) => Math.min(steps.length - 1, z + 1));
  const zoomOut = () => setZoom((z) => Math.max(0, z - 1));
  const rotate = () => setTurns((n) => (n + 1) % 4);
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box role="toolbar" aria-label={t('reviews.photo')} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Tooltip title={t('reviews.photo.zoomOut')}>
          <span>
            <IconButton onClick={zoomOut} disabled={zoom === 0} aria-label={t('reviews.photo.zoomOut')}>
              <ZoomOutIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="body2" aria-live="polite" data-testid="photo-zoom" sx={{ minWidth: '6em', textAlign: 'center' }}>
          {t('reviews.photo.zoom', { percent: Math.round(scale * 100) })}
        </Typography>
        <Tooltip title={t('reviews.photo.zoomIn')}>
          <span>
            <IconButton onClick={zoomIn} disabled={zoom === steps.length - 1} aria-label={t('reviews.photo.zoomIn')}>
              <ZoomInIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('reviews.photo.rotate')}>
          <IconButton onClick={rotate} aria-label={t('reviews.photo.rotate')}>
            <RotateRightIcon />
          </IconButton>
        </Tooltip>
        <Button
          size="small"
          onClick={() => {
            setZoom(2);
            setTurns(0);
          }}
        >
          {t('reviews.photo.reset')}
        </Button>
      </Box>
      <Box
        tabIndex={0}
        aria-label={alt}
        role="region"
        onKeyDown={(e) => {
          if (e.key === '+' || e.key === '=') zoomIn();
          else if (e.key === '-') zoomOut();
          else if (e.key === 'r' || e.key === 'R') rotate();
          else return;
          e.preventDefault();
        }}
        sx={{
          overflow: 'auto',
          height: { xs: 360, md: 480 },
          bgcolor: 'grey.100',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {failed ? (
          <Typography sx={{ p: 2 }} role="alert">
            {t('reviews.photo.missing')}
          </Typography>
        ) : (
          // The wrapper takes the turned, zoomed photo's size (a transform does not change the layout), so
          // the frame scrolls over all of it; margin auto centres it while it is smaller than the frame.
          <Box sx={{ display: 'flex', minWidth: '100%', minHeight: '100%', p: 1, boxSizing: 'border-box' }}>
            <Box sx={{ position: 'relative', flex: 'none', m: 'auto', width: sideways ? height : width, height: sideways ? width : height }}>
              <Box
                component="img"
                src={src}
                alt={alt}
                data-testid="review-photo"
                data-rotation={turns * 90}
                data-zoom={scale}
                onLoad={(e) => {
                  const img = e.currentTarget as HTMLImageElement;
                  if (img.naturalWidth > 0) setRatio(img.naturalHeight / img.naturalWidth);
                }}
                onError={() => setFailed(true)}
                sx={{
                  position: 'absolute',
                  left: sideways ? (height - width) / 2 : 0,
                  top: sideways ? (width - height) / 2 : 0,
                  width,
                  height,
                  transform: `rotate(${turns * 90}deg)`,
                  transition: 'transform 0.15s',
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                }}
              />
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}
