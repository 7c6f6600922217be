CREATE TABLE "pages" (
	"key" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"en" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "pages_key_check" CHECK (key in ('company-profile', 'vision-mission', 'privacy', 'terms'))
);
--> statement-breakpoint
-- The texts the storefront shipped in its locale files until now (privacy and terms dated 22 November 2026).
INSERT INTO "pages" ("key", "id", "en", "updated_at") VALUES
('company-profile', '<h2>Dari Laut Nusantara ke Dapur Anda</h2>
<p>CrabClaw Seafood memasok kepiting, udang, lobster, ikan dan kerang hidup, segar, beku dan kering untuk rumah tangga, restoran, hotel dan katering di Pulau Jawa.</p>
<ul><li><strong>9+</strong> Tahun pengalaman</li><li><strong>500+</strong> Produk seafood</li><li><strong>1000+</strong> Pelanggan aktif</li><li><strong>50+</strong> Kota tujuan</li><li><strong>24/7</strong> Rantai dingin</li><li><strong>3</strong> Sertifikasi mutu</li></ul>
<h2>Cerita Kami</h2>
<p>CrabClaw berawal pada 2015 dari sebuah lapak kepiting bakau di Muara Angke, Jakarta Utara. Kami melihat betapa sulitnya restoran mendapatkan seafood yang benar-benar segar dengan harga yang jujur.</p>
<p>Hari ini kami bermitra langsung dengan lebih dari 200 nelayan dan pembudidaya dari Lampung hingga Merauke. Setiap produk disortir, ditimbang dan didinginkan dalam hitungan jam setelah panen, lalu dikirim dengan armada berpendingin.</p>
<p>Kami percaya perdagangan seafood harus adil bagi nelayan, aman bagi konsumen dan bertanggung jawab bagi laut.</p>
<h2>Sertifikasi</h2>
<ul><li><strong>HACCP</strong>: Analisis bahaya dan titik kendali kritis diterapkan di setiap tahap pengolahan.</li><li><strong>ISO 22000</strong>: Sistem manajemen keamanan pangan yang diaudit setiap tahun.</li><li><strong>Halal</strong>: Seluruh produk olahan kami bersertifikat halal.</li></ul>
<h3>Jangkauan</h3><p>Kami mengirim ke lebih dari 50 kota di enam provinsi Pulau Jawa (DKI Jakarta, Jawa Barat, Jawa Tengah, Jawa Timur, Banten dan D.I. Yogyakarta), jarak yang menjaga seafood hidup dan segar tetap prima sampai tujuan. Untuk mitra bisnis kami juga mengekspor kepiting, lobster dan udang beku ke Singapura, Malaysia dan Vietnam.</p>
<h2>Nilai Kami</h2>
<ul><li><strong>Kesegaran</strong>: Dari panen ke pelanggan secepat mungkin, tanpa putus rantai dingin.</li><li><strong>Kejujuran</strong>: Berat, ukuran dan asal produk apa adanya.</li><li><strong>Keamanan Pangan</strong>: Standar HACCP dan ISO 22000 di setiap proses.</li><li><strong>Kemitraan</strong>: Harga yang adil dan pembayaran tepat waktu bagi nelayan.</li><li><strong>Keberlanjutan</strong>: Menghormati ukuran tangkap dan musim bertelur.</li><li><strong>Pelayanan</strong>: Tim kami membalas setiap pertanyaan dalam 1x24 jam.</li></ul>
<h2>Fasilitas</h2>
<ul><li><strong>Gudang Pendingin Tangerang</strong>: Penyimpanan beku -25°C dan ruang dingin 0-4°C. (Kapasitas 500 ton)</li><li><strong>Pusat Pengolahan</strong>: Pembersihan, pemotongan, pengemasan vakum dan IQF. (20 ton per hari)</li><li><strong>Kolam Penampungan Hidup</strong>: Air laut bersirkulasi untuk kepiting dan lobster hidup. (8.000 ekor)</li><li><strong>Armada Berpendingin</strong>: Truk dan van berpendingin dengan pemantauan suhu. (35 kendaraan)</li></ul>', '<h2>From Indonesian Waters to Your Kitchen</h2>
<p>CrabClaw Seafood supplies live, fresh, frozen and dried crab, shrimp, lobster, fish and shellfish to homes, restaurants, hotels and caterers across Java.</p>
<ul><li><strong>9+</strong> Years of experience</li><li><strong>500+</strong> Seafood products</li><li><strong>1000+</strong> Active customers</li><li><strong>50+</strong> Cities served</li><li><strong>24/7</strong> Cold chain</li><li><strong>3</strong> Quality certifications</li></ul>
<h2>Our Story</h2>
<p>CrabClaw began in 2015 as a mud crab stall in Muara Angke, North Jakarta. We saw how hard it was for restaurants to get truly fresh seafood at an honest price.</p>
<p>Today we work directly with more than 200 fishermen and farmers from Lampung to Merauke. Every product is sorted, weighed and chilled within hours of the catch, then delivered by refrigerated fleet.</p>
<p>We believe the seafood trade must be fair to fishermen, safe for consumers and responsible towards the sea.</p>
<h2>Certifications</h2>
<ul><li><strong>HACCP</strong>: Hazard analysis and critical control points at every processing step.</li><li><strong>ISO 22000</strong>: A food safety management system audited every year.</li><li><strong>Halal</strong>: All our processed products are halal certified.</li></ul>
<h3>Reach</h3><p>We deliver to more than 50 cities in the six provinces of Java (DKI Jakarta, West Java, Central Java, East Java, Banten and D.I. Yogyakarta), a distance that keeps live and fresh seafood at its best on arrival. For business partners we also export crab, lobster and frozen shrimp to Singapore, Malaysia and Vietnam.</p>
<h2>Our Values</h2>
<ul><li><strong>Freshness</strong>: From catch to customer as fast as possible, without breaking the cold chain.</li><li><strong>Honesty</strong>: Weight, size and origin exactly as stated.</li><li><strong>Food Safety</strong>: HACCP and ISO 22000 standards in every process.</li><li><strong>Partnership</strong>: Fair prices and on-time payment for fishermen.</li><li><strong>Sustainability</strong>: Respecting catch sizes and spawning seasons.</li><li><strong>Service</strong>: Our team answers every question within 24 hours.</li></ul>
<h2>Facilities</h2>
<ul><li><strong>Tangerang Cold Store</strong>: Frozen storage at -25°C and chilled rooms at 0-4°C. (500 tonnes capacity)</li><li><strong>Processing Centre</strong>: Cleaning, cutting, vacuum packing and IQF freezing. (20 tonnes a day)</li><li><strong>Live Holding Tanks</strong>: Circulating sea water for live crab and lobster. (8,000 animals)</li><li><strong>Refrigerated Fleet</strong>: Refrigerated trucks and vans with temperature monitoring. (35 vehicles)</li></ul>', '2026-11-22T00:00:00+07:00'),
('vision-mission', '<h2>Visi</h2><p>Menjadi perusahaan seafood terdepan di Asia Tenggara yang dipercaya karena kesegaran, keamanan pangan dan kemitraan yang adil dengan nelayan.</p>
<h2>Misi</h2>
<ul><li>Menyediakan seafood hidup, segar, beku dan kering berkualitas ekspor dengan harga yang jujur.</li><li>Menjaga rantai dingin tanpa putus dari kapal hingga ke pintu pelanggan.</li><li>Memberdayakan nelayan dan pembudidaya lokal melalui kemitraan jangka panjang.</li><li>Menerapkan standar keamanan pangan HACCP, ISO 22000 dan halal di setiap proses.</li><li>Mendukung perikanan berkelanjutan dan menjaga ekosistem laut Indonesia.</li><li>Memberikan layanan pelanggan yang cepat, ramah dan dapat diandalkan.</li></ul>
<h2>Nilai Inti</h2>
<ol><li><strong>Integritas</strong>: Berkata dan bertindak jujur dalam setiap transaksi.</li><li><strong>Kualitas</strong>: Tidak berkompromi pada kesegaran dan keamanan.</li><li><strong>Kolaborasi</strong>: Tumbuh bersama nelayan, mitra dan pelanggan.</li><li><strong>Inovasi</strong>: Terus memperbaiki cara kami mengolah dan mengirim.</li><li><strong>Tanggung Jawab</strong>: Peduli pada laut dan generasi berikutnya.</li><li><strong>Fokus Pelanggan</strong>: Kepuasan pelanggan adalah ukuran keberhasilan kami.</li></ol>
<h2>Peta Jalan Strategis 2030</h2>
<ul><li><strong>2015-2020 · Fondasi</strong> (Selesai): Membangun jaringan nelayan dan gudang pendingin pertama di Jakarta.</li><li><strong>2021-2023 · Ekspansi Nasional</strong> (Selesai): Cabang Surabaya, pusat pengolahan Tangerang dan pengiriman ke 50 kota di Pulau Jawa.</li><li><strong>2024-2025 · Transformasi Digital</strong> (Berlangsung): Toko online, pelacakan pesanan dan pemantauan suhu armada.</li><li><strong>2026-2028 · Ekspor Regional</strong> (Direncanakan): Pasar ekspor tetap di lima negara ASEAN.</li><li><strong>2029-2030 · Pemimpin Asia Tenggara</strong> (Direncanakan): Menjadi rujukan seafood berkelanjutan di kawasan.</li></ul>', '<h2>Vision</h2><p>To be the leading seafood company in Southeast Asia, trusted for freshness, food safety and fair partnership with fishermen.</p>
<h2>Mission</h2>
<ul><li>Supply export-quality live, fresh, frozen and dried seafood at honest prices.</li><li>Keep an unbroken cold chain from the boat to the customer''s door.</li><li>Empower local fishermen and farmers through long-term partnerships.</li><li>Apply HACCP, ISO 22000 and halal food safety standards in every process.</li><li>Support sustainable fisheries and protect Indonesia''s marine ecosystems.</li><li>Provide fast, friendly and reliable customer service.</li></ul>
<h2>Core Values</h2>
<ol><li><strong>Integrity</strong>: Honest in word and deed in every transaction.</li><li><strong>Quality</strong>: No compromise on freshness and safety.</li><li><strong>Collaboration</strong>: Growing together with fishermen, partners and customers.</li><li><strong>Innovation</strong>: Always improving how we process and deliver.</li><li><strong>Responsibility</strong>: Caring for the sea and the next generation.</li><li><strong>Customer Focus</strong>: Customer satisfaction is how we measure success.</li></ol>
<h2>Strategic Roadmap to 2030</h2>
<ul><li><strong>2015-2020 · Foundation</strong> (Completed): Building the fishermen network and the first cold store in Jakarta.</li><li><strong>2021-2023 · National Expansion</strong> (Completed): Surabaya branch, Tangerang processing centre and delivery to 50 cities in Java.</li><li><strong>2024-2025 · Digital Transformation</strong> (In progress): Online shop, order tracking and fleet temperature monitoring.</li><li><strong>2026-2028 · Regional Export</strong> (Planned): Regular export markets in five ASEAN countries.</li><li><strong>2029-2030 · Southeast Asian Leader</strong> (Planned): The region''s reference for sustainable seafood.</li></ul>', '2026-11-22T00:00:00+07:00'),
('privacy', '<p>CrabClaw Seafood (PT CrabClaw Seafood Indonesia) menghormati data pribadi Anda dan memprosesnya sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).</p>
<h2>1. Data yang kami kumpulkan</h2>
<p>Saat Anda memesan: nama lengkap, email, nomor telepon, alamat pengiriman, kota, provinsi, kode pos dan catatan pesanan.</p>
<p>Saat Anda menghubungi kami: nama, email, nomor telepon (jika diisi) dan isi pesan.</p>
<p>Di perangkat Anda kami menyimpan isi keranjang dan pilihan bahasa (local storage). Kami tidak memakai cookie iklan atau pelacak pihak ketiga.</p>
<h2>2. Untuk apa data dipakai</h2>
<p>Memproses dan mengirim pesanan, menagih pembayaran, mengirim informasi status pesanan, menjawab pertanyaan dan keluhan, serta memenuhi kewajiban hukum seperti perpajakan.</p>
<h2>3. Dasar pemrosesan</h2>
<p>Pelaksanaan perjanjian jual beli dengan Anda, kewajiban hukum, dan persetujuan Anda untuk pesan melalui formulir kontak.</p>
<h2>4. Berbagi data</h2>
<p>Kami hanya membagikan data yang diperlukan kepada kurir pengiriman berpendingin dan penyedia pembayaran (bank, e-wallet, kartu kredit). Kami tidak menjual data pribadi Anda.</p>
<h2>5. Penyimpanan dan keamanan</h2>
<p>Data pesanan disimpan selama diwajibkan peraturan perpajakan (10 tahun); pesan kontak paling lama 2 tahun. Akses dibatasi pada staf yang memerlukannya, dan setiap akses staf memerlukan login dengan kata sandi yang disimpan terenkripsi.</p>
<h2>6. Hak Anda</h2>
<p>Anda berhak mengakses, memperbaiki, memperbarui dan meminta penghapusan data pribadi Anda, menarik persetujuan, serta mengajukan keberatan. Kirim permintaan ke email kami; kami menjawab paling lambat 3x24 jam.</p>
<h2>7. Hubungi kami</h2>
<p>Pertanyaan tentang privasi dapat dikirim ke {{email}} atau ke Kantor Pusat kami di {{address}}.</p>', '<p>CrabClaw Seafood (PT CrabClaw Seafood Indonesia) respects your personal data and processes it under Indonesia''s Personal Data Protection Law No. 27 of 2022 (UU PDP).</p>
<h2>1. Data we collect</h2>
<p>When you order: full name, e-mail, phone number, delivery address, city, province, postal code and order notes.</p>
<p>When you contact us: name, e-mail, phone number (if given) and your message.</p>
<p>On your device we keep the cart and your language choice (local storage). We use no advertising cookies or third-party trackers.</p>
<h2>2. What we use it for</h2>
<p>Processing and delivering orders, collecting payment, informing you about order status, answering questions and complaints, and meeting legal duties such as taxation.</p>
<h2>3. Legal basis</h2>
<p>Performing the sales contract with you, legal obligations, and your consent for messages sent through the contact form.</p>
<h2>4. Sharing</h2>
<p>We share only what is needed with refrigerated couriers and payment providers (banks, e-wallets, card processors). We never sell your personal data.</p>
<h2>5. Retention and security</h2>
<p>Order data is kept as long as tax regulations require (10 years); contact messages for at most 2 years. Access is limited to staff who need it, and every staff access requires a sign-in with a password stored encrypted.</p>
<h2>6. Your rights</h2>
<p>You may access, correct, update and ask us to delete your personal data, withdraw consent and object to processing. Send your request to our e-mail; we answer within 3 days.</p>
<h2>7. Contact</h2>
<p>Privacy questions can be sent to {{email}} or to our Head Office at {{address}}.</p>', '2026-11-22T00:00:00+07:00'),
('terms', '<p>Syarat ini berlaku untuk setiap pembelian di toko online CrabClaw Seafood. Dengan membuat pesanan, Anda menyetujuinya.</p>
<h2>1. Pesanan dan harga</h2>
<p>Harga dalam Rupiah (IDR) dan berlaku saat pesanan dibuat. Harga, ongkos kirim dan biaya pembayaran dihitung oleh sistem kami; pesanan baru mengikat setelah Anda menerima nomor pesanan.</p>
<p>Stok produk segar dan hidup terbatas. Bila stok habis saat pesanan diproses, kami menghubungi Anda untuk mengganti produk atau mengembalikan dana.</p>
<h2>2. Pembayaran</h2>
<p>Kami menerima transfer bank, bayar di tempat (COD, biaya {{codFee}}), e-wallet (biaya {{ewalletFee}}) dan kartu kredit. Pesanan transfer bank diproses setelah dana kami terima; pesanan transfer bank yang belum dibayar dalam {{paymentWindowHours}} jam dibatalkan dan stoknya kami lepas. Pembayaran COD, e-wallet dan kartu kredit diatur oleh staf kami lewat WhatsApp atau telepon; pesanan seperti itu yang belum kami proses dalam {{confirmationWindowHours}} jam dibatalkan dan stoknya kami lepas.</p>
<h2>3. Pengiriman dan rantai dingin</h2>
<p>Produk dikemas dengan es gel, styrofoam atau kemasan hidup sesuai jenisnya. Perkiraan tiba mengikuti metode pengiriman (Reguler {{regularDays}} hari, Express {{expressDays}} hari, Cold Chain {{coldChainDays}} hari kerja).</p>
<p>Mohon pastikan ada penerima di alamat tujuan. Produk yang tidak dapat diterima karena alamat salah atau penerima tidak ada menjadi tanggung jawab pembeli.</p>
<h2>4. Berat dan produk hidup</h2>
<p>Berat produk segar dapat berbeda hingga ±5% karena sifat alaminya. Untuk produk hidup, kami menjamin produk hidup saat diserahkan kepada kurir; kematian wajar selama pengiriman Express dan Cold Chain kami ganti.</p>
<h2>5. Keluhan dan pengembalian</h2>
<p>Karena seafood mudah rusak, keluhan wajib disampaikan paling lambat 24 jam setelah barang diterima, disertai foto atau video kemasan dan produk. Keluhan yang terbukti kami selesaikan dengan penggantian produk atau pengembalian dana.</p>
<p>Produk yang sudah diolah, dibekukan ulang atau disimpan tidak sesuai petunjuk tidak dapat dikembalikan.</p>
<h2>6. Pembatalan</h2>
<p>Pesanan dapat dibatalkan tanpa biaya selama statusnya masih Menunggu. Setelah diproses atau dikirim, pesanan tidak dapat dibatalkan.</p>
<h2>7. Keadaan kahar dan hukum yang berlaku</h2>
<p>Kami tidak bertanggung jawab atas keterlambatan karena cuaca buruk, bencana alam atau gangguan di luar kendali kami. Syarat ini tunduk pada hukum Republik Indonesia.</p>', '<p>These terms apply to every purchase in the CrabClaw Seafood online shop. By placing an order you accept them.</p>
<h2>1. Orders and prices</h2>
<p>Prices are in Indonesian Rupiah (IDR) and apply when the order is placed. Prices, shipping and payment fees are calculated by our system; an order binds once you receive its order number.</p>
<p>Fresh and live stock is limited. If a product runs out while your order is processed, we contact you to replace it or refund you.</p>
<h2>2. Payment</h2>
<p>We accept bank transfer, cash on delivery (COD, {{codFee}} fee), e-wallets ({{ewalletFee}} fee) and credit cards. Bank transfer orders are processed once the funds arrive; bank transfer orders still unpaid after {{paymentWindowHours}} hours are cancelled and their stock released. Our staff arrange COD, e-wallet and credit card payments by WhatsApp or phone; such orders we have not taken in hand within {{confirmationWindowHours}} hours are cancelled and their stock released.</p>
<h2>3. Delivery and cold chain</h2>
<p>Products are packed with gel ice, insulated boxes or live packaging as they need. Estimated arrival follows the shipping method (Regular {{regularDays}}, Express {{expressDays}}, Cold Chain {{coldChainDays}} working days).</p>
<p>Please make sure someone can receive the order. Goods that cannot be delivered because of a wrong address or absent recipient are the buyer''s responsibility.</p>
<h2>4. Weight and live products</h2>
<p>The weight of fresh products may differ by up to ±5% by nature. Live products are guaranteed alive when handed to the courier; we replace normal losses during Express and Cold Chain delivery.</p>
<h2>5. Complaints and returns</h2>
<p>Seafood is perishable: complaints must reach us within 24 hours of delivery, with photos or video of the package and product. Confirmed complaints are settled by replacement or refund.</p>
<p>Products that were cooked, refrozen or stored against the instructions cannot be returned.</p>
<h2>6. Cancellation</h2>
<p>An order can be cancelled free of charge while its status is Pending. Once processed or shipped it can no longer be cancelled.</p>
<h2>7. Force majeure and governing law</h2>
<p>We are not liable for delays caused by bad weather, natural disasters or disruptions beyond our control. These terms are governed by the laws of the Republic of Indonesia.</p>', '2026-11-22T00:00:00+07:00');
