-- hand-written
-- Issue 23: the home carousel shows the hero banners in display order (no banner id is special any more). The
-- demo's second and third slides were a PROMOTIONAL and an ANNOUNCEMENT banner, which now go to their
-- position instead of the carousel: a database seeded before keeps its three slides by marking them HERO, as
-- the seed now does (decision 015). Only a banner still as the demo seeded it (its title, subtitle and old
-- type) changes; one staff have edited is theirs. The version goes up as with any edit.
UPDATE "banners" SET
  "banner_type" = 'HERO',
  "version" = "version" + 1,
  "updated_at" = now()
WHERE ("title" = 'Pilihan Terbaik Minggu Ini'
    AND "subtitle" = 'Kepiting, lobster dan udang pilihan langsung dari nelayan'
    AND "banner_type" = 'PROMOTIONAL')
  OR ("title" = 'Rantai Dingin 24/7'
    AND "subtitle" = 'Dari kapal ke dapur Anda tanpa putus dingin'
    AND "banner_type" = 'ANNOUNCEMENT');
