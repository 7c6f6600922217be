import type { ProductStatus } from '@crabclaw/shared';
import type { Condition, Creature, Illustration } from './illustrations.ts';

export interface DemoCategory {
  name: string;
  description: string;
  priceRangeStart: number;
  priceRangeEnd: number;
  isPopular: boolean;
  creature: Creature;
  products: DemoProduct[];
}

/** [name, condition, status, original price, discount price (0: none), kg, rating, sold, stock, city, featured, description] */
export type DemoProduct = [string, Condition, ProductStatus, number, number, number, number, number, number, string, boolean, string];

/** Body and backdrop colours a creature may be drawn in; products take them in turn. */
export const PALETTES: Record<Creature, Pick<Illustration, 'body' | 'backdrop'>[]> = {
  crab: [
    { body: ['#e4572e', '#8a2a12'], backdrop: ['#bae6fd', '#0ea5e9'] },
    { body: ['#5b6b4e', '#26301f'], backdrop: ['#d1fae5', '#34d399'] },
    { body: ['#3b82c4', '#1e3a5f'], backdrop: ['#e0f2fe', '#7dd3fc'] },
  ],
  shrimp: [
    { body: ['#f59e6b', '#9a3f12'], backdrop: ['#e0f2fe', '#7dd3fc'] },
    { body: ['#cbd5e1', '#475569'], backdrop: ['#ccfbf1', '#2dd4bf'] },
    { body: ['#fb7185', '#9f1239'], backdrop: ['#fef3c7', '#fbbf24'] },
  ],
  lobster: [
    { body: ['#c2410c', '#6b1d05'], backdrop: ['#dbeafe', '#93c5fd'] },
    { body: ['#1e40af', '#0b1a4a'], backdrop: ['#cffafe', '#22d3ee'] },
    { body: ['#65a30d', '#284007'], backdrop: ['#e0f2fe', '#38bdf8'] },
  ],
  fish: [
    { body: ['#94a3b8', '#334155'], backdrop: ['#cffafe', '#22d3ee'] },
    { body: ['#ef4444', '#7f1d1d'], backdrop: ['#e0f2fe', '#60a5fa'] },
    { body: ['#facc15', '#854d0e'], backdrop: ['#dbeafe', '#3b82f6'] },
  ],
  catfish: [
    { body: ['#78716c', '#292524'], backdrop: ['#d9f99d', '#65a30d'] },
    { body: ['#a8a29e', '#44403c'], backdrop: ['#ecfccb', '#84cc16'] },
    { body: ['#f97316', '#7c2d12'], backdrop: ['#dcfce7', '#22c55e'] },
  ],
  shell: [
    { body: ['#fde68a', '#92400e'], backdrop: ['#fef3c7', '#fcd34d'] },
    { body: ['#1f2937', '#030712'], backdrop: ['#e0f2fe', '#7dd3fc'] },
    { body: ['#fda4af', '#9f1239'], backdrop: ['#fff1f2', '#fecdd3'] },
  ],
  squid: [
    { body: ['#fbcfe8', '#9d174d'], backdrop: ['#e0f2fe', '#60a5fa'] },
    { body: ['#f5f5f4', '#57534e'], backdrop: ['#cffafe', '#06b6d4'] },
    { body: ['#c084fc', '#581c87'], backdrop: ['#fef9c3', '#fde68a'] },
  ],
};

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: 'Udang',
    description: 'Udang vaname, windu, galah dan rebon dari tambak dan laut Nusantara, dipanen harian dan dikirim dengan rantai dingin.',
    priceRangeStart: 45_000,
    priceRangeEnd: 320_000,
    isPopular: true,
    creature: 'shrimp',
    products: [
      ['Udang Vaname Segar Size 50', 'fresh', 'Fresh', 95_000, 85_000, 1, 4.8, 1240, 120, 'Lampung', true, 'Udang vaname tambak Lampung ukuran 50 ekor per kg, dipanen pagi hari dan langsung didinginkan di atas es. Daging manis dan kenyal, cocok untuk udang goreng tepung, tumis atau saus padang.'],
      ['Udang Windu Jumbo Hidup', 'live', 'Fresh', 320_000, 289_000, 1, 4.9, 410, 25, 'Sidoarjo', true, 'Udang windu jumbo isi 10-12 ekor per kg, dikirim hidup dalam air beroksigen. Pilihan restoran untuk bakar madu dan udang galah saus mentega.'],
      ['Udang Galah Sungai', 'live', 'Available', 210_000, 0, 1, 4.6, 260, 30, 'Banjarmasin', false, 'Udang galah dari sungai Kalimantan Selatan dengan capit biru panjang. Kepala penuh lemak gurih, nikmat dibakar atau dimasak asam manis.'],
      ['Udang Kupas Beku IQF 500 g', 'frozen', 'Available', 78_000, 72_000, 0.5, 4.7, 980, 200, 'Surabaya', false, 'Udang vaname kupas tanpa kepala dan kulit, dibekukan cepat per ekor (IQF) sehingga mudah diambil secukupnya. Praktis untuk nasi goreng, dimsum dan pasta.'],
      ['Udang Rebon Kering 250 g', 'dry', 'Available', 45_000, 0, 0.25, 4.5, 640, 150, 'Cirebon', false, 'Rebon kering Cirebon dijemur alami tanpa pewarna. Aroma kuat untuk sambal, bakwan, dan bumbu dasar masakan rumahan.'],
      ['Udang Pancet Laut Segar', 'fresh', 'Fresh', 165_000, 149_000, 1, 4.7, 330, 40, 'Makassar', false, 'Udang laut tangkapan nelayan Selat Makassar, ukuran 30-35 ekor per kg. Rasa laut yang khas untuk sup, tom yum dan udang bakar.'],
      ['Udang Vaname Beku Size 40 (2 kg)', 'frozen', 'Available', 230_000, 205_000, 2, 4.6, 520, 60, 'Banyuwangi', false, 'Dua kilogram udang vaname utuh ukuran 40, beku blok di pabrik berstandar HACCP. Hemat untuk katering dan usaha kuliner.'],
      ['Udang Windu Organik Tambak Tradisional', 'fresh', 'Out of Stock', 260_000, 0, 1, 4.8, 190, 0, 'Pinrang', false, 'Udang windu dari tambak tradisional tanpa pakan buatan di Pinrang. Stok mengikuti musim panen; daftar tunggu dibuka setiap bulan.'],
      ['Ebi Kering Super 200 g', 'dry', 'Available', 62_000, 55_000, 0.2, 4.6, 870, 90, 'Tarakan', false, 'Ebi ukuran besar dari Tarakan, kering merata dan bersih dari kulit. Penyedap alami untuk siomay, lumpia dan tumisan.'],
    ],
  },
  {
    name: 'Lobster',
    description: 'Lobster mutiara, bambu dan pasir hidup maupun beku dari perairan Lombok, NTB dan Simeulue untuk hidangan istimewa.',
    priceRangeStart: 350_000,
    priceRangeEnd: 1_500_000,
    isPopular: true,
    creature: 'lobster',
    products: [
      ['Lobster Mutiara Hidup 500 g', 'live', 'Fresh', 1_250_000, 1_150_000, 0.5, 4.9, 95, 8, 'Lombok', true, 'Lobster mutiara (Panulirus ornatus) hidup dari keramba Teluk Ekas, berat 450-550 g per ekor. Daging tebal dan manis, primadona untuk thermidor dan sashimi.'],
      ['Lobster Bambu Segar', 'fresh', 'Fresh', 650_000, 590_000, 1, 4.7, 160, 15, 'Simeulue', true, 'Lobster bambu tangkapan nelayan Simeulue, isi 3-4 ekor per kg. Cocok dibakar mentega bawang putih atau dikukus jahe.'],
      ['Lobster Pasir Beku Utuh', 'frozen', 'Available', 480_000, 0, 1, 4.5, 210, 35, 'Bima', false, 'Lobster pasir utuh beku cepat sesaat setelah ditangkap di perairan Bima. Tekstur tetap kenyal setelah dicairkan perlahan di kulkas.'],
      ['Ekor Lobster Beku 4 pcs', 'frozen', 'Available', 720_000, 648_000, 0.8, 4.8, 130, 20, 'Jakarta Utara', false, 'Empat ekor lobster tanpa kepala, masing-masing 180-220 g, dibelah dan siap dipanggang. Praktis untuk makan malam spesial.'],
      ['Lobster Batik Hidup', 'live', 'Available', 890_000, 0, 1, 4.6, 58, 6, 'Pangandaran', false, 'Lobster batik dengan motif cangkang indah dari pesisir Pangandaran, dikirim hidup dengan kemasan serbuk kayu dingin.'],
      ['Lobster Air Tawar Red Claw', 'live', 'Fresh', 350_000, 315_000, 1, 4.4, 240, 40, 'Bogor', false, 'Lobster air tawar capit merah hasil budidaya Bogor, isi 10-14 ekor per kg. Rasa mirip udang galah, nikmat untuk saus padang.'],
      ['Lobster Mutiara Jumbo 1 kg', 'live', 'Out of Stock', 1_500_000, 0, 1, 5, 21, 0, 'Lombok', false, 'Lobster mutiara jumbo satu kilogram per ekor untuk jamuan besar. Tersedia berdasarkan pesanan khusus.'],
      ['Kepala Lobster Beku untuk Kaldu', 'frozen', 'Available', 120_000, 99_000, 1, 4.3, 75, 50, 'Surabaya', false, 'Kepala dan kulit lobster beku, bahan terbaik untuk bisque, kaldu ramen dan minyak lobster.'],
      ['Lobster Bambu Kukus Beku', 'frozen', 'Discontinued', 560_000, 0, 1, 4.2, 44, 0, 'Jakarta Utara', false, 'Lobster bambu yang sudah dikukus lalu dibekukan. Produk ini tidak diproduksi lagi.'],
    ],
  },
  {
    name: 'Kepiting',
    description: 'Kepiting bakau, rajungan dan kepiting soka dari hutan mangrove Kalimantan hingga Papua, hidup, segar atau daging siap olah.',
    priceRangeStart: 85_000,
    priceRangeEnd: 450_000,
    isPopular: true,
    creature: 'crab',
    products: [
      ['Kepiting Bakau Jantan Hidup', 'live', 'Fresh', 285_000, 259_000, 1, 4.9, 860, 45, 'Balikpapan', true, 'Kepiting bakau jantan isi 2-3 ekor per kg dengan capit besar penuh daging. Diikat dan dikirim hidup, siap untuk saus padang atau lada hitam.'],
      ['Kepiting Telur Super', 'live', 'Fresh', 390_000, 0, 1, 4.8, 420, 20, 'Kendari', true, 'Kepiting bakau betina bertelur penuh dari tambak Kendari. Telur oranye pekat yang gurih, favorit untuk kepiting soka telur asin.'],
      ['Rajungan Segar Utuh', 'fresh', 'Fresh', 120_000, 108_000, 1, 4.6, 540, 70, 'Rembang', false, 'Rajungan (blue swimming crab) segar isi 6-8 ekor per kg dari nelayan Rembang. Daging manis untuk sop dan rajungan asam pedas.'],
      ['Daging Kepiting Jumbo Lump 500 g', 'frozen', 'Available', 325_000, 299_000, 0.5, 4.9, 310, 40, 'Cirebon', true, 'Daging rajungan jumbo lump pasteurisasi dari pabrik ekspor di Cirebon. Potongan besar tanpa cangkang untuk crab cake dan salad.'],
      ['Kepiting Soka Beku 1 kg', 'frozen', 'Available', 210_000, 0, 1, 4.7, 380, 55, 'Pemalang', false, 'Kepiting cangkang lunak beku isi 10-12 ekor, bisa dimakan utuh. Goreng tepung renyah dalam lima menit.'],
      ['Kepiting Bakau Betina Hidup', 'live', 'Available', 230_000, 215_000, 1, 4.6, 290, 35, 'Merauke', false, 'Kepiting bakau betina tanpa telur dari mangrove Merauke, daging padat dan manis.'],
      ['Kepiting Kenari Hidup', 'live', 'Out of Stock', 450_000, 0, 1, 4.5, 16, 0, 'Raja Ampat', false, 'Kepiting kenari dari Raja Ampat, terbatas dan hanya tersedia sesuai izin tangkap musiman.'],
      ['Capit Kepiting Beku 500 g', 'frozen', 'Available', 145_000, 129_000, 0.5, 4.4, 200, 60, 'Surabaya', false, 'Capit kepiting yang sudah dikukus dan dibekukan, siap dipanaskan untuk camilan atau hidangan pembuka.'],
      ['Rajungan Kupas Kaleng 454 g', 'fresh', 'Available', 185_000, 0, 0.45, 4.5, 150, 48, 'Lampung', false, 'Daging rajungan pasteurisasi dalam kaleng, simpan di lemari es hingga 6 bulan. Praktis untuk nasi goreng kepiting.'],
    ],
  },
  {
    name: 'Ikan Laut',
    description: 'Kakap, kerapu, tuna, tenggiri dan ikan laut lain tangkapan nelayan lokal, utuh, fillet atau steak, segar di atas es.',
    priceRangeStart: 55_000,
    priceRangeEnd: 380_000,
    isPopular: true,
    creature: 'fish',
    products: [
      ['Kakap Merah Segar Utuh', 'fresh', 'Fresh', 135_000, 119_000, 1, 4.8, 720, 60, 'Bitung', true, 'Kakap merah utuh 800 g-1,2 kg per ekor dari Bitung, mata jernih dan insang merah. Ideal untuk dibakar bumbu rica atau digoreng.'],
      ['Fillet Tuna Sirip Kuning Saku', 'frozen', 'Available', 240_000, 219_000, 1, 4.9, 430, 45, 'Ambon', true, 'Tuna sirip kuning grade sashimi dipotong saku dan dibekukan -60°C. Warna merah cerah untuk sashimi, poke dan tataki.'],
      ['Kerapu Macan Hidup', 'live', 'Fresh', 380_000, 0, 1, 4.7, 120, 12, 'Batam', false, 'Kerapu macan hidup dari keramba Batam, 600-800 g per ekor. Kukus ala Hong Kong untuk daging yang lembut dan manis.'],
      ['Ikan Tenggiri Potong Steak', 'fresh', 'Fresh', 145_000, 132_000, 1, 4.6, 510, 55, 'Palembang', false, 'Tenggiri segar dipotong steak 2 cm, bersih tanpa sisik. Cocok untuk otak-otak, pempek atau digoreng bumbu kuning.'],
      ['Ikan Bawal Putih Segar', 'fresh', 'Available', 175_000, 0, 1, 4.5, 230, 30, 'Tegal', false, 'Bawal putih laut isi 3-4 ekor per kg dengan daging putih halus. Lezat digoreng kering atau dibakar kecap.'],
      ['Salmon Atlantik Fillet 500 g', 'frozen', 'Available', 215_000, 195_000, 0.5, 4.8, 690, 80, 'Jakarta Utara', false, 'Fillet salmon Atlantik berkulit tanpa tulang, dibekukan vakum per porsi. Untuk panggang, steak dan sushi rumahan.'],
      ['Ikan Kembung Segar', 'fresh', 'Fresh', 55_000, 49_000, 1, 4.4, 1520, 150, 'Jakarta Utara', false, 'Kembung segar isi 8-10 ekor per kg dari Muara Angke. Sumber omega-3 terjangkau untuk balado dan pepes.'],
      ['Ikan Asin Jambal Roti 250 g', 'dry', 'Available', 68_000, 0, 0.25, 4.6, 430, 70, 'Pangandaran', false, 'Jambal roti Pangandaran yang empuk seperti roti saat digoreng. Asin pas, tanpa formalin.'],
      ['Cakalang Fufu Asap', 'dry', 'Available', 85_000, 79_000, 0.5, 4.7, 260, 40, 'Manado', false, 'Cakalang asap khas Manado dijepit bambu dan diasap perlahan. Suwir untuk rica-rica atau nasi kuning.'],
      ['Ikan Kakap Putih Fillet Beku', 'frozen', 'Available', 165_000, 0, 1, 4.5, 300, 65, 'Lampung', false, 'Fillet barramundi budidaya tanpa kulit dan tulang, dikemas vakum per 200 g. Favorit untuk fish and chips.'],
      ['Ikan Tongkol Segar', 'fresh', 'Out of Stock', 60_000, 0, 1, 4.3, 880, 0, 'Pelabuhan Ratu', false, 'Tongkol segar dari Pelabuhan Ratu, menunggu kapal berikutnya merapat.'],
      ['Ikan Teri Medan Kering 250 g', 'dry', 'Available', 72_000, 65_000, 0.25, 4.8, 1110, 120, 'Medan', false, 'Teri nasi Medan putih bersih, kering merata dan gurih. Wajib untuk sambal teri kacang dan nasi liwet.'],
    ],
  },
  {
    name: 'Ikan Air Tawar',
    description: 'Gurame, nila, lele, patin dan bandeng dari kolam dan tambak Jawa dan Sumatra, hidup atau siap masak.',
    priceRangeStart: 30_000,
    priceRangeEnd: 150_000,
    isPopular: false,
    creature: 'catfish',
    products: [
      ['Ikan Gurame Hidup', 'live', 'Fresh', 75_000, 69_000, 1, 4.7, 940, 80, 'Tasikmalaya', true, 'Gurame kolam Tasikmalaya 500-700 g per ekor, dikirim hidup. Digoreng kering dan disiram sambal dabu-dabu.'],
      ['Nila Merah Segar', 'fresh', 'Fresh', 48_000, 0, 1, 4.5, 1200, 140, 'Purwakarta', false, 'Nila merah dari keramba Waduk Jatiluhur isi 3-4 ekor per kg, bersih dan siap dibakar.'],
      ['Lele Dumbo Hidup', 'live', 'Fresh', 32_000, 30_000, 1, 4.4, 2100, 300, 'Boyolali', false, 'Lele isi 7-8 ekor per kg dari peternak Boyolali. Untuk pecel lele dan mangut lele.'],
      ['Fillet Patin Beku 1 kg', 'frozen', 'Available', 58_000, 52_000, 1, 4.3, 760, 180, 'Jambi', false, 'Fillet patin putih tanpa tulang dari Jambi, dibekukan per lembar. Lembut untuk sup ikan dan fish ball.'],
      ['Bandeng Presto Duri Lunak', 'fresh', 'Available', 65_000, 0, 0.8, 4.8, 890, 70, 'Semarang', false, 'Bandeng presto khas Semarang dengan duri lunak yang bisa dimakan. Tinggal goreng dan sajikan.'],
      ['Ikan Mas Hidup', 'live', 'Available', 45_000, 42_000, 1, 4.4, 520, 90, 'Cianjur', false, 'Ikan mas kolam air deras Cianjur, daging tebal tanpa bau lumpur. Pepes dan arsik jadi lebih nikmat.'],
      ['Belut Sawah Segar', 'fresh', 'Out of Stock', 110_000, 0, 1, 4.5, 140, 0, 'Klaten', false, 'Belut sawah Klaten, stok habis menunggu panen berikutnya.'],
      ['Ikan Betutu Hidup', 'live', 'Fresh', 150_000, 139_000, 1, 4.6, 85, 15, 'Kapuas Hulu', false, 'Ikan betutu (marble goby) hidup dari Kalimantan Barat, daging putih sangat lembut, favorit untuk steam.'],
      ['Lele Asap Kering 250 g', 'dry', 'Available', 55_000, 0, 0.25, 4.5, 330, 60, 'Demak', false, 'Lele diasap tradisional hingga kering, awet tanpa pengawet. Lezat untuk mangut dan sambal goreng.'],
    ],
  },
  {
    name: 'Kerang Segar',
    description: 'Kerang hijau, kerang dara, tiram, simping dan remis segar dari budidaya pesisir, dibersihkan dan dikirim dingin.',
    priceRangeStart: 25_000,
    priceRangeEnd: 420_000,
    isPopular: false,
    creature: 'shell',
    products: [
      ['Kerang Hijau Segar', 'fresh', 'Fresh', 35_000, 0, 1, 4.5, 1650, 200, 'Cilincing', false, 'Kerang hijau budidaya Cilincing, dicuci bersih dan disortir hidup. Rebus jahe atau masak saus padang.'],
      ['Kerang Dara Segar', 'fresh', 'Fresh', 45_000, 39_000, 1, 4.6, 1320, 160, 'Probolinggo', true, 'Kerang dara merah dari Probolinggo, daging besar dan kaya zat besi. Favorit untuk kerang rebus sambal kacang.'],
      ['Tiram Pasifik Hidup 12 pcs', 'live', 'Available', 420_000, 378_000, 1.2, 4.8, 70, 18, 'Belitung', false, 'Dua belas tiram pasifik hidup dari perairan jernih Belitung. Sajikan mentah dengan jeruk nipis atau panggang keju.'],
      ['Scallop Simping Beku 500 g', 'frozen', 'Available', 195_000, 179_000, 0.5, 4.7, 240, 45, 'Surabaya', false, 'Daging simping (scallop) beku tanpa cangkang. Panggang dengan mentega hingga kecokelatan.'],
      ['Kerang Bambu Segar', 'fresh', 'Available', 85_000, 0, 1, 4.4, 180, 35, 'Tuban', false, 'Kerang bambu (razor clam) segar dari pantai Tuban. Tumis cabai hijau untuk hidangan cepat dan gurih.'],
      ['Remis Kupas Beku 500 g', 'frozen', 'Available', 40_000, 36_000, 0.5, 4.3, 310, 90, 'Gresik', false, 'Remis kupas beku yang sudah bersih dari pasir, siap untuk pepes, tumis kemangi dan bakwan.'],
      ['Abalone Kaleng Premium', 'fresh', 'Out of Stock', 390_000, 0, 0.4, 4.9, 34, 0, 'Jakarta Utara', false, 'Abalone dalam kaleng siap saji untuk hidangan imlek. Stok baru datang sebelum musim perayaan.'],
      ['Kerang Batik Segar', 'fresh', 'Fresh', 42_000, 0, 1, 4.4, 410, 100, 'Sidoarjo', false, 'Kerang batik (venus clam) bercorak dari Sidoarjo, kuah bening jahe atau saus tiram.'],
      ['Kerang Simping Kering 200 g', 'dry', 'Discontinued', 150_000, 0, 0.2, 4.2, 25, 0, 'Cirebon', false, 'Simping kering untuk kaldu. Produk ini tidak lagi dijual.'],
    ],
  },
  {
    name: 'Squid Premium',
    description: 'Cumi-cumi, sotong dan gurita pilihan: segar, beku IQF, dan cumi asin kering berkualitas ekspor.',
    priceRangeStart: 60_000,
    priceRangeEnd: 260_000,
    isPopular: true,
    creature: 'squid',
    products: [
      ['Cumi-Cumi Segar Size Sedang', 'fresh', 'Fresh', 98_000, 89_000, 1, 4.7, 1030, 110, 'Jakarta Utara', true, 'Cumi segar isi 8-12 ekor per kg dari Muara Angke, kantong tinta utuh. Untuk cumi goreng tepung dan cumi hitam.'],
      ['Sotong Besar Segar', 'fresh', 'Fresh', 125_000, 0, 1, 4.6, 420, 50, 'Tanjung Pinang', false, 'Sotong (cuttlefish) berdaging tebal dari Kepulauan Riau. Iris tebal untuk satay sotong atau tumis mentega.'],
      ['Gurita Beku Utuh', 'frozen', 'Available', 180_000, 165_000, 1, 4.5, 190, 30, 'Wakatobi', false, 'Gurita utuh beku dari Wakatobi, sudah dibersihkan. Rebus lalu bakar untuk tekstur lembut.'],
      ['Cumi Asin Kering Super 250 g', 'dry', 'Available', 95_000, 86_000, 0.25, 4.8, 760, 80, 'Pekalongan', false, 'Cumi asin kering Pekalongan ukuran sedang, tidak terlalu asin dan tanpa pengawet.'],
      ['Cumi Ring Beku IQF 500 g', 'frozen', 'Available', 60_000, 0, 0.5, 4.4, 580, 140, 'Surabaya', false, 'Cumi potong cincin beku per potong, siap digoreng tepung untuk calamari.'],
      ['Baby Cumi Segar', 'fresh', 'Out of Stock', 115_000, 0, 1, 4.6, 650, 0, 'Rembang', false, 'Cumi kecil utuh dari Rembang untuk cumi asin cabai hijau. Stok habis terjual hari ini.'],
      ['Cumi Tinta Hitam Beku', 'frozen', 'Available', 135_000, 125_000, 1, 4.5, 140, 25, 'Jakarta Utara', false, 'Cumi utuh beku dengan kantong tinta, lengkap untuk nasi hitam dan pasta nero.'],
      ['Sotong Kering Bakar Makassar', 'dry', 'Available', 260_000, 0, 0.5, 4.7, 95, 20, 'Makassar', false, 'Sotong kering khas Makassar, dibakar lalu dipukul lembut. Camilan gurih untuk oleh-oleh.'],
    ],
  },
];

export const DEMO_GENERAL_PARAMETERS = [
  { paramCode: '001', paramName: 'Alamat', deskripsi: 'Jl. Pluit Raya No. 88, Penjaringan, Jakarta Utara 14440' },
  { paramCode: '002', paramName: 'Telepon', deskripsi: '+62 812-8800-2015' },
  { paramCode: '003', paramName: 'Email', deskripsi: 'halo@crabclaw.co.id' },
  {
    paramCode: '004',
    paramName: 'Jam Operasional',
    deskripsi: 'Senin-Jumat 08:00-17:00 WIB, Sabtu 08:00-12:00 WIB, Minggu dan hari libur nasional tutup',
  },
];
