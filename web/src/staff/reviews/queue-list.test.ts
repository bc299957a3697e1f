import { describe, expect, it } from 'vitest';
import { translate, type Key } from '../i18n';
import { detailText } from './queue-list';

const t = (lang: 'en' | 'fr') => (key: Key, values?: Record<string, string | number>) => translate(lang, key, values);

describe('what a queue item is', () => {
  it('names contracts and agreements, and the kinds of changes asked, in the console’s language', () => {
    expect(detailText(t('en'), 'contracts', 'contract')).toBe('Contract');
    expect(detailText(t('fr'), 'contracts', 'agreement 7f3a')).toBe('Entente 7f3a');
    expect(detailText(t('en'), 'change-requests', 'name, email')).toBe('Name, E-mail address');
    expect(detailText(t('fr'), 'change-requests', 'phone, unknown')).toBe('Numéro de téléphone, unknown');
    expect(detailText(t('en'), 'failed-mail', 'invitation')).toBe('invitation');
    expect(detailText(t('en'), 'identity-documents', undefined)).toBe('');
  });
});
