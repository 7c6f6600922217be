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
 * The home carousel reads banner 5 for slide 1 (stats as '*value* label' lines), banner 4 for slide 2
 * (its pictures feed the image grid when there are too few featured products) and the first other
 * banner for slide 3 (features as list items); storefront.md section 4, Carousel.
 */
export const DEMO_BANNERS = [
  {
    id: 4,
    title: 'Pilihan Terbaik Minggu Ini',
    subtitle: 'Kepiting, lobster dan udang pilihan langsung dari nelayan',
    description: '<p>Produk unggulan kami dipilih setiap pagi di pelabuhan dan dikirim dalam rantai dingin.</p>',
    buttonText: 'Lihat Produk Unggulan',
    buttonLink: 'products',
    bannerType: 'PROMOTIONAL',
    position: 'TOP',
    displayOrder: 2,
    tags: 'unggulan, kepiting, lobster',
    illustrations: [art('crab', 'live'), art('lobster', 'live', 1), art('shrimp', 'fresh'), art('fish', 'fresh', 1)],
    ...window(),
  },
  {
    id: 5,
    title: 'Seafood Segar dari Laut Nusantara',
    subtitle: 'Kepiting, udang, lobster dan ikan laut berkualitas ekspor, diantar dingin ke pintu Anda',
    description: '*9+* Tahun Pengalaman\n*500+* Produk Fresh\n*100%* Kualitas Terjamin',
    buttonText: 'Belanja Sekarang',
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
    subtitle: 'Dari kapal ke dapur Anda tanpa putus dingin',
    description:
      '<ul><li>Pengiriman cold chain ke 50+ kota</li><li>Bersertifikat HACCP, ISO 22000 dan halal</li><li>Garansi segar atau uang kembali</li><li>Layanan pelanggan 7 hari seminggu</li></ul>',
    buttonText: 'Tentang Kami',
    buttonLink: '/public/company/profile',
    bannerType: 'ANNOUNCEMENT',
    position: 'TOP',
    displayOrder: 3,
    tags: 'cold chain, kualitas',
    illustrations: [art('lobster', 'frozen')],
    ...window(),
  },
];
