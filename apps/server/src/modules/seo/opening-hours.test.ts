import { describe, expect, it } from 'vitest';
import { openingHoursLines } from '@crabclaw/shared';
import { openingHoursOf } from './opening-hours.ts';

const period = (dayOfWeek: string[], opens: string, closes: string) => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek,
  opens,
  closes,
});

describe('opening hours for search engines', () => {
  it('reads the periods staff write in 004, in Indonesian or English, and leaves out closed days', () => {
    const demo = 'Senin-Jumat 08:00-17:00 WIB, Sabtu 08:00-12:00 WIB, Minggu dan hari libur nasional tutup';
    expect(openingHoursLines(demo).map(openingHoursOf)).toEqual([
      period(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '08:00', '17:00'),
      period(['Saturday'], '08:00', '12:00'),
      null,
    ]);
    expect(openingHoursOf('Monday to Thursday: 7.30 - 16.00')).toEqual(
      period(['Monday', 'Tuesday', 'Wednesday', 'Thursday'], '07:30', '16:00'),
    );
    expect(openingHoursOf("Jum'at s/d Minggu 09.00 sampai 21.00")).toEqual(
      period(['Friday', 'Saturday', 'Sunday'], '09:00', '21:00'),
    );
  });

  it('says nothing of a period it cannot read', () => {
    for (const text of ['Buka setiap hari', 'Jumat-Senin 08:00-10:00', 'Libur 08:00-10:00', 'Senin 08:00', ''])
      expect(openingHoursOf(text), text).toBeNull();
  });
});
