-- Issue 11: the demo's third banner promised service 7 days a week (the shop closes on Sunday) and
-- delivery to 50+ cities without saying they are on Java (checkout ships to six provinces of Java).
-- A database seeded before the fix keeps the old demo text: it is replaced only where it is still
-- exactly the old seed text, each language on its own, so a text staff have edited is never overwritten.
-- The version goes up as with any edit, so a form opened on the old text cannot save over the new one.
UPDATE "banners" SET
  "description" = CASE
    WHEN "description" = '<ul><li>Pengiriman cold chain ke 50+ kota</li><li>Bersertifikat HACCP, ISO 22000 dan halal</li><li>Garansi segar atau uang kembali</li><li>Layanan pelanggan 7 hari seminggu</li></ul>'
    THEN '<ul><li>Pengiriman cold chain ke 50+ kota di Pulau Jawa</li><li>Bersertifikat HACCP, ISO 22000 dan halal</li><li>Garansi segar atau uang kembali</li><li>Layanan pelanggan Senin-Sabtu</li></ul>'
    ELSE "description" END,
  "description_en" = CASE
    WHEN "description_en" = '<ul><li>Cold chain delivery to 50+ cities</li><li>HACCP, ISO 22000 and halal certified</li><li>Fresh or your money back</li><li>Customer service 7 days a week</li></ul>'
    THEN '<ul><li>Cold chain delivery to 50+ cities in Java</li><li>HACCP, ISO 22000 and halal certified</li><li>Fresh or your money back</li><li>Customer service Monday to Saturday</li></ul>'
    ELSE "description_en" END,
  "version" = "version" + 1,
  "updated_at" = now()
WHERE "description" = '<ul><li>Pengiriman cold chain ke 50+ kota</li><li>Bersertifikat HACCP, ISO 22000 dan halal</li><li>Garansi segar atau uang kembali</li><li>Layanan pelanggan 7 hari seminggu</li></ul>'
  OR "description_en" = '<ul><li>Cold chain delivery to 50+ cities</li><li>HACCP, ISO 22000 and halal certified</li><li>Fresh or your money back</li><li>Customer service 7 days a week</li></ul>';
