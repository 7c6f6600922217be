import type { Illustration } from './illustrations.ts';
import { PALETTES } from './demo-data.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Shown from a month ago until a year from the seed, so a fresh demo always has its carousel. */
function window() {
  const now = Date.now();
  return { startDate: new Date(now - 30 * DAY), endDate: new Date(now + 365 * DAY) };
}

const art = (creature: Illustration['creature'], condition: Illustration['condition'], palette = 0): Illustration => ({
  creature,
  condition,
  ...PALETTES[creature][palette]!,
});

/**
 * The home carousel's three slides (issue 23: its hero banners, in display order): banner 5 first with its
 * figures as '*value* label' lines, banner 4 with its four pictures in a grid, banner 6 with its list items.
 * All three are HERO banners: a promotional or announcement one would show at its position instead.
 */
export const DEMO_BANNERS = [
  {
    id: 4,
    title: 'Pilihan Terbaik Minggu Ini',
    titleEn: 'This Week’s Best Picks',
    subtitle: 'Kepiting, lobster dan udang pilihan langsung dari nelayan',
    subtitleEn: 'Selected crab, lobster and shrimp straight from the fishermen',
    description: '<p>Produk unggulan kami dipilih setiap pagi di pelabuhan dan dikirim dalam rantai dingin.</p>',
    descriptionEn: '<p>Our featured products are picked every morning at the harbour and shipped in a cold chain.</p>',
    buttonText: 'Lihat Produk Unggulan',
    buttonTextEn: 'See Featured Products',
    buttonLink: 'products',
    bannerType: 'HERO',
    position: 'TOP',
    displayOrder: 2,
    tags: 'unggulan, kepiting, lobster',
    illustrations: [art('crab', 'live'), art('lobster', 'live', 1), art('shrimp', 'fresh'), art('fish', 'fresh', 1)],
    ...window(),
  },
  {
    id: 5,
    title: 'Seafood Segar dari Laut Nusantara',
    titleEn: 'Fresh Seafood from Indonesian Seas',
    subtitle: 'Kepiting, udang, lobster dan ikan laut berkualitas ekspor, diantar dingin ke pintu Anda',
    subtitleEn: 'Export-quality crab, shrimp, lobster and sea fish, delivered cold to your door',
    description: '*9+* Tahun Pengalaman\n*500+* Produk Fresh\n*100%* Kualitas Terjamin',
    descriptionEn: '*9+* Years of Experience\n*500+* Fresh Products\n*100%* Quality Guaranteed',
    buttonText: 'Belanja Sekarang',
    buttonTextEn: 'Shop Now',
    buttonLink: '/public/products',
    bannerType: 'HERO',
    position: 'TOP',
    displayOrder: 1,
    tags: 'hero, segar',
    illustrations: [art('crab', 'fresh')],
    ...window(),
  },
  {
    id: 6,
    title: 'Rantai Dingin 24/7',
    titleEn: 'Cold Chain 24/7',
    subtitle: 'Dari kapal ke dapur Anda tanpa putus dingin',
    subtitleEn: 'From the boat to your kitchen without breaking the cold',
    description:
      '<ul><li>Pengiriman cold chain ke 50+ kota di Pulau Jawa</li><li>Bersertifikat HACCP, ISO 22000 dan halal</li><li>Garansi segar atau uang kembali</li><li>Layanan pelanggan Senin-Sabtu</li></ul>',
    descriptionEn:
      '<ul><li>Cold chain delivery to 50+ cities in Java</li><li>HACCP, ISO 22000 and halal certified</li><li>Fresh or your money back</li><li>Customer service Monday to Saturday</li></ul>',
    buttonText: 'Tentang Kami',
    buttonTextEn: 'About Us',
    buttonLink: '/public/company/profile',
    bannerType: 'HERO',
    position: 'TOP',
    displayOrder: 3,
    tags: 'cold chain, kualitas',
    illustrations: [art('lobster', 'frozen')],
    ...window(),
  },
];
