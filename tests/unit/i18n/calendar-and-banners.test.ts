import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANNERS } from '../../../prisma/demo-catalog.js';
import { calendarNames, monthTitle } from '#js/pages/account/orders/date-range-picker';
import { localizedImage } from '#js/i18n';

// The calendar's names come from Intl in the page's language, and a picture with words drawn in it has a Spanish file
// (docs/decisions/163-option-labels-banners-calendar.md).

describe('the purchase-date calendar', () => {
  it('names weekdays Monday first and the months in English as before', () => {
    const { weekdays, months } = calendarNames('en');
    expect(weekdays.map((day) => day.short)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(weekdays.map((day) => day.long)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(months[0]).toBe('January');
    expect(months[11]).toBe('December');
    expect(monthTitle({ year: 2026, month: 0 }, 'en')).toBe('January 2026');
  });

  it('names them in Spanish for a Spanish page', () => {
    const { weekdays, months } = calendarNames('es');
    expect(weekdays.map((day) => day.short)).toEqual(['Lu', 'Ma', 'Mi', 'Ju', 'Vi', 'Sá', 'Do']);
    expect(weekdays.map((day) => day.long)).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('enero');
    expect(months[8]).toBe('septiembre');
    expect(monthTitle({ year: 2026, month: 0 }, 'es')).toBe('enero de 2026');
  });
});

describe('pictures with words in them', () => {
  const dir = path.resolve('public/images/banners');

  it('are the English file for English and the .es file for Spanish', () => {
    expect(localizedImage('/images/banners/shop-1.svg', 'en')).toBe('/images/banners/shop-1.svg');
    expect(localizedImage('/images/banners/shop-1.svg', 'es')).toBe('/images/banners/shop-1.es.svg');
    expect(localizedImage('/images/banners/shop-1-narrow.svg', 'es')).toBe('/images/banners/shop-1-narrow.es.svg');
  });

  it('has a Spanish file for every banner, with its Spanish words and no English title', () => {
    const english = readdirSync(dir).filter((file) => /^[\w-]+\.svg$/.test(file));
    expect(english.length).toBeGreaterThan(0);
    for (const file of english) {
      const spanishFile = path.join(dir, file.replace(/\.svg$/, '.es.svg'));
      expect(existsSync(spanishFile), file).toBe(true);
    }
    for (const banner of BANNERS) {
      const spanish = readFileSync(path.join(dir, `${banner.file}.es.svg`), 'utf8');
      expect(spanish).toContain(`<title>${banner.spanish.title}</title>`);
      expect(spanish).toContain(banner.spanish.text);
      expect(spanish).not.toContain(banner.title);
      const englishSvg = readFileSync(path.join(dir, `${banner.file}.svg`), 'utf8');
      expect(englishSvg).toContain(`<title>${banner.title.replace(/&/g, '&amp;')}</title>`);
    }
  });
});
