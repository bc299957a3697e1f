import { describe, expect, it } from 'vitest';
import * as actions from './action-texts';
import * as audit from './audit/texts';
import { en, formatAge, fr, translate } from './i18n';
import * as reviews from './reviews/texts';
import * as settings from './settings/texts';
import * as status from './status/texts';
import * as subscribers from './subscribers/texts';
import * as tickets from './tickets/texts';

describe('staff console texts', () => {
  it('has every key in both languages, none empty', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of [...Object.entries(en), ...Object.entries(fr)]) expect(v.trim(), k).not.toBe('');
  });

  it('keeps each key in one section: a key two sections define would say one section’s text in the other', () => {
    const seen = new Map<string, string>();
    for (const [name, section] of Object.entries({ actions, audit, reviews, settings, status, subscribers, tickets })) {
      for (const key of Object.keys(section.en)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${name}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });

  it('writes French the Canadian way: a no-break space before ":", none before "?", "!" and ";"', () => {
    for (const [k, v] of Object.entries(fr)) {
      expect(v, k).not.toMatch(/[^\u00a0]:/);
      expect(v, k).not.toMatch(/\s[?!;]/);
    }
  });

  it('fills placeholders and says ages in the largest whole unit', () => {
    expect(translate('fr', 'app.signedInAs', { email: 'a@b.c', role: 'agent' })).toBe('Connecté en tant que a@b.c (agent)');
    expect(formatAge('en', 30)).toBe('1 min');
    expect(formatAge('en', 59 * 60)).toBe('59 min');
    expect(formatAge('en', 26 * 3600)).toBe('26 h');
    expect(formatAge('fr', 3 * 86400 + 5)).toBe('3 j');
  });
});
