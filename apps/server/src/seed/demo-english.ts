import type { SaleUnit } from '@crabclaw/shared';

/**
 * The demo catalogue's English texts (issue 10: English mode shows English where staff entered it),
 * keyed by the Indonesian name they translate. A name missing here stays Indonesian in English mode.
 */
export const DEMO_CATEGORY_ENGLISH: Record<string, { nameEn: string; descriptionEn: string }> = {
  Udang: {
    nameEn: 'Shrimp',
    descriptionEn:
      'Vannamei, tiger, giant river and tiny rebon shrimp from Indonesian ponds and seas, harvested daily and shipped cold.',
  },
  Lobster: {
    nameEn: 'Lobster',
    descriptionEn: 'Live and frozen ornate, bamboo and sand lobsters from Lombok, West Nusa Tenggara and Simeulue.',
  },
  Kepiting: {
    nameEn: 'Crab',
    descriptionEn: 'Mud crab, blue swimming crab and soft-shell crab, live, fresh or as ready-to-cook meat.',
  },
  'Ikan Laut': {
    nameEn: 'Sea Fish',
    descriptionEn:
      'Snapper, grouper, tuna, mackerel and more from local fishermen: whole, fillet or steak, fresh on ice.',
  },
  'Ikan Air Tawar': {
    nameEn: 'Freshwater Fish',
    descriptionEn: 'Gourami, tilapia, catfish, pangasius and milkfish from Java and Sumatra, live or ready to cook.',
  },
  'Kerang Segar': {
    nameEn: 'Fresh Shellfish',
    descriptionEn:
      'Green mussels, blood cockles, oysters, scallops and clams from coastal farms, cleaned and shipped cold.',
  },
  'Squid Premium': {
    nameEn: 'Premium Squid',
    descriptionEn: 'Selected squid, cuttlefish and octopus: fresh, IQF frozen, and export-grade dried salted squid.',
  },
};

/** [English name, English description] per demo product. */
export const DEMO_PRODUCT_ENGLISH: Record<string, [string, string]> = {
  'Udang Vaname Segar Size 50': [
    'Fresh Vannamei Shrimp Size 50',
    'Pond-raised vannamei shrimp from Lampung, 50 per kg, harvested in the morning and chilled on ice. Sweet and springy.',
  ],
  'Udang Windu Jumbo Hidup': [
    'Live Jumbo Tiger Prawns',
    'Jumbo tiger prawns, 10-12 per kg, shipped live in oxygenated water. A restaurant favourite for honey-grilled prawns.',
  ],
  'Udang Galah Sungai': [
    'Giant River Prawns',
    'Giant river prawns from South Kalimantan with long blue claws. Rich heads, great grilled or sweet and sour.',
  ],
  'Udang Kupas Beku IQF 500 g': [
    'Frozen Peeled Shrimp IQF 500 g',
    'Peeled, headless vannamei shrimp, individually quick frozen so you take just what you need.',
  ],
  'Udang Rebon Kering 250 g': [
    'Dried Rebon Shrimp 250 g',
    'Sun-dried tiny shrimp from Cirebon without colouring. A bold base for sambal and fritters.',
  ],
  'Udang Pancet Laut Segar': [
    'Fresh Sea Shrimp',
    'Wild sea shrimp from the Makassar Strait, 30-35 per kg. Ocean flavour for soups, tom yum and grilling.',
  ],
  'Udang Vaname Beku Size 40 (2 kg)': [
    'Frozen Vannamei Shrimp Size 40 (2 kg)',
    'Two kilograms of whole vannamei shrimp, size 40, block frozen in a HACCP plant. Good value for catering.',
  ],
  'Udang Windu Organik Tambak Tradisional': [
    'Organic Tiger Prawns from Traditional Ponds',
    'Tiger prawns from traditional ponds in Pinrang, raised without feed. Stock follows the harvest season.',
  ],
  'Ebi Kering Super 200 g': [
    'Super Dried Shrimp 200 g',
    'Large dried shrimp from Tarakan, evenly dried and shell-free. A natural seasoning for dumplings and stir-fries.',
  ],
  'Lobster Mutiara Hidup 500 g': [
    'Live Ornate Lobster 500 g',
    'Live ornate lobster (Panulirus ornatus) from Ekas Bay, 450-550 g each. Thick, sweet meat for thermidor and sashimi.',
  ],
  'Lobster Bambu Segar': [
    'Fresh Bamboo Lobster',
    'Bamboo lobster caught off Simeulue, 3-4 per kg. Grill with garlic butter or steam with ginger.',
  ],
  'Lobster Pasir Beku Utuh': [
    'Whole Frozen Sand Lobster',
    'Whole sand lobster from Bima, quick frozen right after the catch. Stays firm when thawed slowly in the fridge.',
  ],
  'Ekor Lobster Beku 4 pcs': [
    'Frozen Lobster Tails 4 pcs',
    'Four headless lobster tails of 180-220 g each, split and ready to grill. Easy for a special dinner.',
  ],
  'Lobster Batik Hidup': [
    'Live Batik Lobster',
    'Batik lobster with a beautifully patterned shell from the Pangandaran coast, shipped live in chilled sawdust.',
  ],
  'Lobster Air Tawar Red Claw': [
    'Red Claw Freshwater Crayfish',
    'Farmed red claw crayfish from Bogor, 10-14 per kg. Tastes like river prawn, great in padang sauce.',
  ],
  'Lobster Mutiara Jumbo 1 kg': [
    'Jumbo Ornate Lobster 1 kg',
    'A one-kilogram ornate lobster for a grand dinner. Available on special order.',
  ],
  'Kepala Lobster Beku untuk Kaldu': [
    'Frozen Lobster Heads for Stock',
    'Frozen lobster heads and shells, the best base for bisque, ramen broth and lobster oil.',
  ],
  'Lobster Bambu Kukus Beku': [
    'Frozen Steamed Bamboo Lobster',
    'Bamboo lobster steamed and then frozen. This product is no longer made.',
  ],
  'Kepiting Bakau Jantan Hidup': [
    'Live Male Mud Crab',
    'Male mud crabs, 2-3 per kg, with big meaty claws. Tied and shipped live, ready for padang or black pepper sauce.',
  ],
  'Kepiting Telur Super': [
    'Super Egg Crab',
    'Female mud crabs full of roe from Kendari ponds. Rich orange roe, a favourite with salted egg sauce.',
  ],
  'Rajungan Segar Utuh': [
    'Whole Fresh Blue Swimming Crab',
    'Fresh blue swimming crabs, 6-8 per kg, from Rembang fishermen. Sweet meat for soups and spicy sour dishes.',
  ],
  'Daging Kepiting Jumbo Lump 500 g': [
    'Jumbo Lump Crab Meat 500 g',
    'Pasteurised jumbo lump crab meat from an export plant in Cirebon. Large shell-free pieces for crab cakes.',
  ],
  'Kepiting Soka Beku 1 kg': [
    'Frozen Soft-Shell Crab 1 kg',
    'Frozen soft-shell crabs, 10-12 per pack, eaten whole. Crispy fried in five minutes.',
  ],
  'Kepiting Bakau Betina Hidup': [
    'Live Female Mud Crab',
    'Female mud crabs without roe from the Merauke mangroves, with firm, sweet meat.',
  ],
  'Kepiting Kenari Hidup': [
    'Live Coconut Crab',
    'Coconut crab from Raja Ampat, limited and available only under the seasonal catch permit.',
  ],
  'Capit Kepiting Beku 500 g': [
    'Frozen Crab Claws 500 g',
    'Steamed and frozen crab claws, ready to reheat as a snack or starter.',
  ],
  'Rajungan Kupas Kaleng 454 g': [
    'Canned Crab Meat 454 g',
    'Pasteurised crab meat in a can, keeps up to 6 months in the fridge. Handy for crab fried rice.',
  ],
  'Kakap Merah Segar Utuh': [
    'Whole Fresh Red Snapper',
    'Whole red snapper of 800 g-1.2 kg from Bitung, clear eyes and red gills. Ideal grilled with rica spices or fried.',
  ],
  'Fillet Tuna Sirip Kuning Saku': [
    'Yellowfin Tuna Saku Fillet',
    'Sashimi-grade yellowfin tuna cut into saku blocks and frozen at -60°C. Bright red for sashimi, poke and tataki.',
  ],
  'Kerapu Macan Hidup': [
    'Live Tiger Grouper',
    'Live tiger grouper from Batam sea cages, 600-800 g each. Steam it Hong Kong style for tender, sweet meat.',
  ],
  'Ikan Tenggiri Potong Steak': [
    'Spanish Mackerel Steaks',
    'Fresh Spanish mackerel cut into 2 cm steaks, cleaned and scaled. For fish cakes, pempek or turmeric frying.',
  ],
  'Ikan Bawal Putih Segar': [
    'Fresh Silver Pomfret',
    'Silver pomfret, 3-4 per kg, with fine white flesh. Delicious deep fried or grilled with sweet soy.',
  ],
  'Salmon Atlantik Fillet 500 g': [
    'Atlantic Salmon Fillet 500 g',
    'Skin-on, boneless Atlantic salmon fillet, vacuum frozen in portions. For roasting, steaks and home sushi.',
  ],
  'Ikan Kembung Segar': [
    'Fresh Indian Mackerel',
    'Fresh Indian mackerel, 8-10 per kg, from Muara Angke. An affordable source of omega-3.',
  ],
  'Ikan Asin Jambal Roti 250 g': [
    'Jambal Roti Salted Fish 250 g',
    'Pangandaran salted catfish that turns soft as bread when fried. Just salty enough, no formalin.',
  ],
  'Cakalang Fufu Asap': [
    'Smoked Skipjack Fufu',
    'Manado-style skipjack tuna clamped in bamboo and slowly smoked. Shred it for rica-rica or yellow rice.',
  ],
  'Ikan Kakap Putih Fillet Beku': [
    'Frozen Barramundi Fillet',
    'Skinless, boneless farmed barramundi fillets, vacuum packed per 200 g. A favourite for fish and chips.',
  ],
  'Ikan Tongkol Segar': [
    'Fresh Mackerel Tuna',
    'Fresh mackerel tuna from Pelabuhan Ratu, waiting for the next boat in.',
  ],
  'Ikan Teri Medan Kering 250 g': [
    'Dried Medan Anchovies 250 g',
    'Clean white Medan anchovies, evenly dried and savoury. A must for anchovy sambal with peanuts.',
  ],
  'Ikan Gurame Hidup': [
    'Live Giant Gourami',
    'Pond gourami from Tasikmalaya, 500-700 g each, shipped live. Deep fry and top with dabu-dabu sambal.',
  ],
  'Nila Merah Segar': [
    'Fresh Red Tilapia',
    'Red tilapia from the Jatiluhur reservoir cages, 3-4 per kg, cleaned and ready to grill.',
  ],
  'Lele Dumbo Hidup': ['Live Catfish', 'Catfish, 7-8 per kg, from Boyolali farmers. For pecel lele and mangut.'],
  'Fillet Patin Beku 1 kg': [
    'Frozen Pangasius Fillet 1 kg',
    'Boneless white pangasius fillets from Jambi, frozen sheet by sheet. Tender for fish soup and fish balls.',
  ],
  'Bandeng Presto Duri Lunak': [
    'Soft-Bone Pressure-Cooked Milkfish',
    'Semarang-style pressure-cooked milkfish with edible soft bones. Just fry and serve.',
  ],
  'Ikan Mas Hidup': [
    'Live Common Carp',
    'Common carp from Cianjur running-water ponds, thick meat without a muddy taste. Great for pepes and arsik.',
  ],
  'Belut Sawah Segar': ['Fresh Rice Field Eel', 'Rice field eel from Klaten, out of stock until the next harvest.'],
  'Ikan Betutu Hidup': [
    'Live Marble Goby',
    'Live marble goby from West Kalimantan with very tender white meat, a favourite for steaming.',
  ],
  'Lele Asap Kering 250 g': [
    'Dried Smoked Catfish 250 g',
    'Traditionally smoked catfish, dried to keep without preservatives. Tasty in mangut and fried sambal.',
  ],
  'Kerang Hijau Segar': [
    'Fresh Green Mussels',
    'Farmed green mussels from Cilincing, washed and sorted live. Boil with ginger or cook in padang sauce.',
  ],
  'Kerang Dara Segar': [
    'Fresh Blood Cockles',
    'Blood cockles from Probolinggo, large and rich in iron. A favourite boiled with peanut sambal.',
  ],
  'Tiram Pasifik Hidup 12 pcs': [
    'Live Pacific Oysters 12 pcs',
    'Twelve live Pacific oysters from the clear waters of Belitung. Serve raw with lime or baked with cheese.',
  ],
  'Scallop Simping Beku 500 g': [
    'Frozen Scallops 500 g',
    'Frozen shell-free scallop meat. Sear in butter until golden brown.',
  ],
  'Kerang Bambu Segar': [
    'Fresh Razor Clams',
    'Fresh razor clams from the Tuban coast. Stir-fry with green chilli for a quick, savoury dish.',
  ],
  'Remis Kupas Beku 500 g': [
    'Frozen Shelled Clams 500 g',
    'Frozen shelled clams cleaned of sand, ready for pepes, basil stir-fries and fritters.',
  ],
  'Abalone Kaleng Premium': [
    'Premium Canned Abalone',
    'Ready-to-serve canned abalone for festive dinners. New stock arrives before the holiday season.',
  ],
  'Kerang Batik Segar': [
    'Fresh Venus Clams',
    'Patterned venus clams from Sidoarjo, for clear ginger broth or oyster sauce.',
  ],
  'Kerang Simping Kering 200 g': ['Dried Scallops 200 g', 'Dried scallops for stock. This product is no longer sold.'],
  'Cumi-Cumi Segar Size Sedang': [
    'Fresh Medium Squid',
    'Fresh squid, 8-12 per kg, from Muara Angke with ink sacs intact. For fried calamari and black squid.',
  ],
  'Sotong Besar Segar': [
    'Fresh Large Cuttlefish',
    'Thick-fleshed cuttlefish from the Riau Islands. Slice thick for satay or butter stir-fry.',
  ],
  'Gurita Beku Utuh': [
    'Whole Frozen Octopus',
    'Whole frozen octopus from Wakatobi, already cleaned. Boil and then grill for a tender texture.',
  ],
  'Cumi Asin Kering Super 250 g': [
    'Super Dried Salted Squid 250 g',
    'Medium dried salted squid from Pekalongan, not too salty and without preservatives.',
  ],
  'Cumi Ring Beku IQF 500 g': [
    'Frozen Squid Rings IQF 500 g',
    'Squid cut into rings and frozen piece by piece, ready to batter and fry as calamari.',
  ],
  'Baby Cumi Segar': [
    'Fresh Baby Squid',
    'Small whole squid from Rembang for salted squid with green chilli. Sold out for today.',
  ],
  'Cumi Tinta Hitam Beku': [
    'Frozen Squid with Ink',
    'Whole frozen squid with the ink sac, everything for black rice and pasta nero.',
  ],
  'Sotong Kering Bakar Makassar': [
    'Makassar Grilled Dried Cuttlefish',
    'Makassar dried cuttlefish, grilled and gently pounded. A savoury snack and souvenir.',
  ],
};

/** Sold per piece: whole animals priced one by one (the name states the weight of one). */
const SOLD_PER_PIECE = new Set(['Lobster Mutiara Hidup 500 g', 'Lobster Mutiara Jumbo 1 kg']);

/** How a demo product is sold: per piece where priced one by one, per pack when it weighs other than 1 kg. */
export function demoSaleUnit(name: string, weight: number): SaleUnit {
  if (SOLD_PER_PIECE.has(name)) return 'piece';
  return weight === 1 ? 'kg' : 'pack';
}
