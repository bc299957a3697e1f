// covers: PLAT-005, PLAT-012
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppTheme, FONT_STACK, PHONE_MEDIA, TOUCH_PHONE_MEDIA } from './theme';

describe('font stack', () => {
  it('is the theme font of the app', () => {
    expect(createAppTheme('#0b5cad').typography.fontFamily).toBe(FONT_STACK);
  });

  it("is the identity pages' font too (internal/identity/static/login.css)", () => {
    const css = readFileSync(resolve(process.cwd(), '../internal/identity/static/login.css'), 'utf8');
    const body = /body\s*\{[^}]*?font-family:\s*([^;]+);/.exec(css);
    expect(body?.[1]?.trim()).toBe(FONT_STACK);
  });

  it("is the contract and agreement texts' font too (internal/contracts/html.go)", () => {
    const source = readFileSync(resolve(process.cwd(), '../internal/contracts/html.go'), 'utf8');
    const body = /body\{font-family:([^;]+);/.exec(source);
    expect(body?.[1]?.trim()).toBe(FONT_STACK);
  });
});

describe('the theme MUI builds', () => {
  it('has no CSS variables and no color schemes: the build leaves MUI’s builder of those out (vite.config.ts)', () => {
    const theme = createAppTheme('#0b5cad') as ReturnType<typeof createAppTheme> & { vars?: unknown; colorSchemes?: unknown };
    expect(theme.vars).toBeUndefined();
    expect(theme.colorSchemes).toBeUndefined();
    expect(theme.palette.primary.main).toBe('#0b5cad');
  });
});

describe('tap targets on phones (issue 28)', () => {
  it('gives every text button 44 px of height below 600 px, and leaves desktops as they are', () => {
    const theme = createAppTheme('#1565c0');
    const root = theme.components?.MuiButton?.styleOverrides?.root as Record<string, unknown>;
    expect(root[TOUCH_PHONE_MEDIA]).toEqual({ minHeight: 44 });
    // A phone in landscape (812 × 375) too (issue 28).
    expect(TOUCH_PHONE_MEDIA).toBe(`@media (max-width:${theme.breakpoints.values.sm - 0.05}px), (max-height:499.95px)`);
    expect(PHONE_MEDIA).toBe(`@media (max-width:${theme.breakpoints.values.sm - 0.05}px)`);
    expect(root.minHeight).toBeUndefined();
  });
});
