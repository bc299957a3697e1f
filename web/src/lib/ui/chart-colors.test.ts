// covers: PLAT-179, NET-017, MISC-020
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { chartColors, UPLOAD_COLOR } from './chart-colors';

describe('chartColors', () => {
  it("draws download in the provider's primary colour and upload in one other colour, in every chart", () => {
    const c = chartColors(createTheme({ palette: { primary: { main: '#0b5cad' } } }));
    expect(c.download).toBe('#0b5cad');
    expect(c.upload).toBe(UPLOAD_COLOR);
    expect(c.upload).not.toBe(c.download);
    expect(c.downloadFill).toBe('rgba(11, 92, 173, 0.25)');
    expect(chartColors(createTheme({ palette: { primary: { main: '#7b1fa2' } } })).download).toBe('#7b1fa2');
  });

  it('keeps the usage doughnut green, orange and red (NET-017)', () => {
    const theme = createTheme({ palette: { primary: { main: '#0b5cad' } } });
    const c = chartColors(theme);
    expect(c.usage).toEqual({ normal: theme.palette.success.main, warning: theme.palette.warning.main, over: theme.palette.error.main });
  });
});
