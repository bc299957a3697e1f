import { describe, expect, it } from 'vitest';
import { withAppTypography } from './document-text';

describe('the document frame in the app’s font', () => {
  it('puts the style first, after a doctype (standards mode kept), so the document’s own styles win', () => {
    const font = '"Segoe UI", Roboto, sans-serif';
    expect(withAppTypography('<p>Billing is monthly.</p>', font)).toMatch(/^<style>body\{font-family:"Segoe UI", Roboto, sans-serif;.*<\/style><p>Billing is monthly.<\/p>$/);
    const page = withAppTypography('<!DOCTYPE html><html><head><style>body{font-family:serif}</style></head></html>', font);
    expect(page.startsWith('<!DOCTYPE html><style>body{font-family:"Segoe UI"')).toBe(true);
    expect(page.indexOf('font-family:serif')).toBeGreaterThan(page.indexOf('Segoe UI'));
    expect(withAppTypography('<p>x</p>', '')).toContain('font-family:sans-serif');
  });
});
