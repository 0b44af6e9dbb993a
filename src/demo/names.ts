import type { Language } from './geo.js';
import type { Sector } from './industries.js';

/**
 * Word lists for fictional company and fund names. Brands are built from real words and invented
 * syllables ("Northwind", "Vantara"); any match with a real company is a coincidence.
 */

/** Whole words used as a brand on their own ("Kestrel Health"). */
export const BRAND_WORDS = `Kestrel Osprey Heron Falcon Merlin Harrier Condor Puffin Wren Finch Lark Raven Sparrow Kingfisher
  Albatross Pelican Ibis Egret Crane Marten Otter Lynx Ocelot Badger Bison Caribou Hare Ibex Jaguar Lemur Narwhal Orca
  Panther Stoat Tapir Walrus Wolverine Aspen Birch Cedar Cypress Hazel Juniper Larch Linden Rowan Sequoia Sorrel Willow
  Yarrow Fern Clover Thistle Heather Saffron Indigo Cobalt Onyx Jasper Garnet Amber Opal Topaz Quartz Basalt Granite
  Slate Flint Obsidian Ember Cinder Halo Nimbus Cirrus Stratus Zephyr Mistral Sirocco Monsoon Tundra Mesa Canyon Fjord
  Glacier Summit Aurora Polaris Vega Sirius Orion Lyra Altair Rigel Nova Quasar Pulsar Zenith Meridian Equinox Solstice
  Eclipse Comet Nebula Atlas Helios Selene Juno Minerva Lumen Vertex Vector Axiom Cadence Tempo Paragon Pinnacle Keystone
  Bastion Beacon Compass Anchor Harbor Haven Lantern Quill Sextant Tandem Trellis Catalyst Fulcrum Prism Helix Lattice
  Nexus Parallax Radius Sentinel Spire Tessera Vantage Verve Mosaic Ledger Canopy Foundry Anvil Hearth Orchard Meadow
  Harvest Acorn Bramble Cobble Driftwood Everglade Foxglove Galena Hollow Inkwell Jetty Kelp Lodestar Marigold Nettle
  Oriel Pebble Quarry Rampart Saltmarsh Tamarack Umber Verdant Wayfarer Yew Alder Bellwether Cairn Dovetail Estuary`
  .split(/\s+/)
  .filter(Boolean);

/** First halves of compound brands ("North" + "wind"). */
export const PREFIXES = `North South East West Blue Red Green Silver Golden Iron Copper Stone Bright Clear Deep High Far True
  Swift Still Wild Bold Grand Silent Open Sun Moon Star Sky Cloud Rain Snow Frost Storm Thunder Fire River Lake Sea
  Ocean Bay Cove Cliff Hill Glen Oak Pine Ash Elm Maple Fern Moss Rose Ivy Crystal Pearl Jade Ruby Crimson White Black
  Grey Summer Winter Spring Autumn Dawn Dusk Night Light Shadow Echo Wind Wave Tide Shore Field Wood Brook Vale Ridge
  Peak Crest Arrow Hawk Eagle Wolf Bear Fox Lion Elk Cedar Birch Amber Coral Salt Flint Marble Quick Keen Fair Lone`
  .split(/\s+/)
  .filter(Boolean);

/** Second halves of compound brands. */
export const SUFFIXES = `wind peak field stone bridge light wave gate point ridge vale brook ford works line path spark leaf craft
  loop crest haven wood mark well water view side shore star fall fire forge hill land mont moor port row sky spring stead
  storm tide top way wick wing yard bay bloom bourne burn cliff cove dale dell glen grove hall hurst lake ley mere mill
  rock rose sage shaw vista pine fox bird post`
  .split(/\s+/)
  .filter(Boolean);

/** Invented brands: onset + middle + ending ("Va" + "nt" + "ara"). */
export const SYLLABLE_ONSETS =
  `Va Ve Vo Za Ze Zy Lu Li Ly No Ny Qua Ta Te Ti Ka Ki Ko Sa Se So Ri Ro Ra Mi Mo Ma Ne Xa Cy Da De Fe Fi Ga Ha Je
  Pa Pe Be Bo Co Bri Cla Dra Fla Gra Pra Tre Sto Kra Vi Wa Yo Zo Tra Pri Cre Gle Bla Fo Hu Ju Ku Lo Mu Nu Ru Su Tu`
    .split(/\s+/)
    .filter(Boolean);
export const SYLLABLE_MIDDLES = `n l r v m x nt st lt rv nd ll ss z k t ph th rg lv`.split(/\s+/).filter(Boolean);
export const SYLLABLE_ENDINGS = `ara ix ova ium era on io ia ly os ent ico yx ana ora ex eo ura ivo ence ity aro ena ilo ata is ant ari elle
  ique una yra ane ino ero ola ux ax iva ian ea ovo`
  .split(/\s+/)
  .filter(Boolean);

/** Words after the brand, by sector: "Kestrel Health", "Bluepeak Logistics". */
export const SECTOR_WORDS: Readonly<Record<Sector, readonly string[]>> = {
  software: [
    'Systems',
    'Labs',
    'Software',
    'Technologies',
    'Analytics',
    'Cloud',
    'Data',
    'AI',
    'Digital',
    'Networks',
    'Security',
    'Robotics',
    'Tech',
    'Apps',
    'Platforms',
    'Computing',
    'Dynamics',
    'Interactive',
    'Solutions',
    'Telecom',
  ],
  media: ['Media', 'Studios', 'Pictures', 'Digital', 'Creative', 'Publishing', 'Press', 'Films', 'Broadcasting', 'Agency', 'Content'],
  services: [
    'Consulting',
    'Partners',
    'Advisors',
    'Group',
    'Associates',
    'Legal',
    'Accounting',
    'Staffing',
    'Talent',
    'Services',
    'Strategy',
    '& Co.',
  ],
  finance: [
    'Capital',
    'Financial',
    'Bank',
    'Payments',
    'Insurance',
    'Wealth',
    'Lending',
    'Credit',
    'Trust',
    'Investments',
    'Pay',
    'Finance',
    'Assurance',
  ],
  health: [
    'Health',
    'Medical',
    'Care',
    'Clinic',
    'Therapeutics',
    'Biosciences',
    'Diagnostics',
    'Pharma',
    'Dental',
    'Bio',
    'Medtech',
    'Wellness',
  ],
  industrial: [
    'Engineering',
    'Manufacturing',
    'Industries',
    'Construction',
    'Builders',
    'Mechanical',
    'Semiconductor',
    'Electric',
    'Materials',
    'Automation',
    'Metals',
    'Works',
  ],
  commerce: ['Goods', 'Supply', 'Outfitters', 'Market', 'Store', 'Shop', 'Trading', 'Apparel', 'Home', 'Wholesale', 'Brands', 'Collective'],
  consumer: ['Bakery', 'Brewing', 'Foods', 'Coffee', 'Provisions', 'Kitchen', 'Farms', 'Creamery'],
  logistics: [
    'Logistics',
    'Freight',
    'Shipping',
    'Transport',
    'Cargo',
    'Express',
    'Fleet',
    'Airways',
    'Haulage',
    'Distribution',
    'Warehousing',
  ],
  education: ['Academy', 'Learning', 'Education', 'Institute', 'School', 'College', 'Tutoring'],
  hospitality: ['Hotels', 'Hospitality', 'Resorts', 'Bistro', 'Kitchen', 'Fitness', 'Lodge', 'Inn', 'Suites', 'Eatery', 'Club', 'Travel'],
  realestate: ['Realty', 'Properties', 'Homes', 'Estates', 'Real Estate', 'Living', 'Residential'],
  energy: ['Energy', 'Solar', 'Power', 'Renewables', 'Petroleum', 'Resources', 'Utilities', 'Grid'],
  nonprofit: ['Foundation', 'Alliance', 'Initiative', 'Network', 'Coalition', 'Fund', 'Society', 'Project'],
};

/**
 * Local-language names: brand words, and name templates by sector ("~" is the brand): "Café ~" gives
 * "Café Lumière", "~ Logistik" gives "Nordlicht Logistik". `any` serves every sector.
 */
export interface LocalWords {
  brands: readonly string[];
  templates: Readonly<Partial<Record<Sector, readonly string[]>>> & { any: readonly string[] };
}

const words = (s: string): string[] => s.split(/\s+/).filter(Boolean);
const after = (s: string): string[] => words(s).map((w) => `~ ${w}`);
const before = (s: string): string[] => words(s).map((w) => `${w} ~`);

export const LOCAL_WORDS: Readonly<Record<Language, LocalWords>> = {
  fr: {
    brands: words(`Lumière Étoile Rivière Forêt Château Océan Été Clairière Sérénité Mistral Éclat Vérité Cèdre Prairie Falaise Lueur
      Éveil Aurore Azur Côte Plénitude Sève Grève Cigale Hérisson Écureuil Mésange Genêt Lavande Bruyère Épine Hêtre Mélèze`),
    templates: {
      any: [...before('Groupe Studio Atelier'), ...after('Conseil')],
      software: [...after('Logiciels Numérique Systèmes Technologies'), 'Atelier ~'],
      media: [...before('Éditions Agence Studio')],
      services: [...before('Cabinet Agence'), '~ Conseil'],
      finance: [...after('Finance Assurances Patrimoine')],
      health: [...before('Clinique Laboratoires'), '~ Santé'],
      industrial: [...after('Ingénierie Industries Bâtiment')],
      commerce: [...before('Maison Boutique')],
      consumer: [...before('Boulangerie Pâtisserie Café Maison')],
      logistics: [...after('Transports Logistique')],
      education: [...before('École Académie')],
      hospitality: [...before('Café Hôtel Brasserie Maison')],
      realestate: ['~ Immobilier'],
      energy: ['~ Énergie', '~ Énergies'],
      nonprofit: [...before('Fondation Association')],
    },
  },
  de: {
    brands: words(`Nordlicht Grünwald Bergblick Sonnenfeld Brücke Lindenhof Wiesental Löwenzahn Fuchsbau Adlerhorst Hügelland Möwe Kranich
      Sternwarte Wälder Mühlbach Hafenkante Rheinblick Elbufer Schwanensee Tannenberg Föhre Lärche Ahorn Buche Fährhaus Gipfelwerk`),
    templates: {
      any: after('Gruppe Beratung'),
      software: after('Software Systeme Digital Technik Informatik'),
      media: after('Verlag Medien Studio'),
      services: after('Beratung Consulting Personal'),
      finance: after('Finanz Versicherung Vermögen'),
      health: after('Gesundheit Medizintechnik Pflege Praxis'),
      industrial: after('Maschinenbau Bau Technik Werke Anlagenbau'),
      commerce: after('Handel Versand Moden'),
      consumer: after('Bäckerei Brauerei Kaffeerösterei'),
      logistics: after('Logistik Spedition Transporte'),
      education: after('Akademie Schule'),
      hospitality: after('Hotel Gasthaus Reisen'),
      realestate: after('Immobilien Wohnbau'),
      energy: after('Energie Solar Stadtwerke'),
      nonprofit: after('Stiftung Verein'),
    },
  },
  es: {
    brands: words(`Árbol Montaña Río Sol Estrella Luna Océano Brisa Cóndor Águila Colibrí Nogal Olivo Ceiba Laguna Pradera Sierra
      Alborada Horizonte Faro Cumbre Valle Camino Puente Volcán Ámbar Cristal Señal Piñón Jacarandá`),
    templates: {
      any: before('Grupo Servicios'),
      software: before('Soluciones Tecnología Sistemas Informática'),
      media: before('Editorial Producciones Agencia'),
      services: before('Consultores Asesores Despacho'),
      finance: before('Financiera Seguros Inversiones'),
      health: before('Clínica Laboratorios Farmacia'),
      industrial: before('Constructora Ingeniería Industrias'),
      commerce: before('Comercial Distribuidora Tienda'),
      consumer: before('Panadería Café Cervecería'),
      logistics: before('Logística Transportes'),
      education: before('Colegio Academia Instituto'),
      hospitality: before('Hoteles Restaurante Café'),
      realestate: before('Inmobiliaria'),
      energy: before('Energía Solar'),
      nonprofit: before('Fundación Asociación'),
    },
  },
  it: {
    brands: words(`Città Aurora Stella Fiume Monte Lago Vento Cielo Olivo Quercia Faro Ponte Colle Ginestra Rondine Falco Lupo Perla
      Corallo Ambra Luce Sorgente Virtù Libertà Felicità`),
    templates: {
      any: before('Gruppo Studio'),
      software: before('Tecnologie Sistemi Informatica'),
      media: before('Edizioni Studio Produzioni'),
      services: before('Consulenze Studio Servizi'),
      finance: before('Finanziaria Assicurazioni'),
      health: before('Farmacia Clinica Laboratori'),
      industrial: before('Officine Costruzioni Meccanica'),
      commerce: before('Emporio Bottega'),
      consumer: before('Pasticceria Caffè Birrificio Forno'),
      logistics: before('Trasporti Logistica Spedizioni'),
      education: before('Accademia Scuola Istituto'),
      hospitality: before('Albergo Trattoria Caffè Osteria'),
      realestate: before('Immobiliare'),
      energy: before('Energia'),
      nonprofit: before('Fondazione Associazione'),
    },
  },
  pt: {
    brands: words(`Açaí Estrela Sol Lua Rio Serra Mar Ipê Jacarandá Sabiá Tucano Araucária Caju Coração Aurora Horizonte Caminho
      Ponte Vale Oásis Maré Vitória Paraíso Cristal Pitanga`),
    templates: {
      any: before('Grupo Serviços'),
      software: before('Soluções Tecnologia Sistemas'),
      media: before('Editora Produções Agência'),
      services: before('Consultoria Assessoria Agência'),
      finance: before('Financeira Seguros Investimentos'),
      health: before('Clínica Laboratório Farmácia'),
      industrial: before('Construtora Engenharia Indústrias'),
      commerce: before('Comercial Distribuidora Loja'),
      consumer: before('Padaria Café Cervejaria'),
      logistics: before('Logística Transportes'),
      education: before('Colégio Academia Instituto'),
      hospitality: before('Hotel Pousada Restaurante Café'),
      realestate: before('Imobiliária'),
      energy: before('Energia Solar'),
      nonprofit: before('Fundação Associação Instituto'),
    },
  },
  sv: {
    // Swedish brands are compounds of these and SWEDISH_ENDINGS ("Fjällström", "Björkdal").
    brands: words(`Fjäll Björk Sjö Älv Löv Äng Hav Vind Sol Berg Gran Rönn Ek Lind Asp Sten Dal Kvarn Skär Näck`),
    templates: {
      any: after('Gruppen Invest'),
      software: after('Data Teknik Systems'),
      media: after('Media Förlag'),
      services: after('Konsult Revision Bemanning'),
      finance: after('Kapital Försäkring'),
      health: after('Vård Tandvård Medical'),
      industrial: after('Bygg Teknik Industri'),
      commerce: after('Handel Butik'),
      consumer: after('Bageri Bryggeri Rosteri'),
      logistics: after('Logistik Transport Frakt'),
      education: after('Akademi Skola'),
      hospitality: after('Hotell Krog'),
      realestate: after('Fastigheter Bostäder'),
      energy: after('Energi Kraft'),
      nonprofit: after('Stiftelse Förening'),
    },
  },
  nl: {
    brands: words(`Zonneveld Waterland Duinrand Polder Lindeboom Heidepark Eikenhof Zeewind Vlinder Tulp Kievit Reiger Ooievaar
      Meeuw Duinzicht Molenwaard Beekdal Vossenberg`),
    templates: {
      any: after('Groep Diensten'),
      software: after('Software Techniek ICT'),
      media: after('Media Uitgeverij'),
      services: after('Advies Adviseurs Accountants'),
      finance: after('Financieel Verzekeringen'),
      health: after('Zorg Kliniek Tandartsen'),
      industrial: after('Bouw Installatie Techniek'),
      commerce: after('Handel Winkel'),
      consumer: after('Bakkerij Brouwerij Koffie'),
      logistics: after('Logistiek Transport'),
      education: after('Academie School'),
      hospitality: after('Hotel Restaurant'),
      realestate: after('Vastgoed Makelaars'),
      energy: after('Energie'),
      nonprofit: after('Stichting'),
    },
  },
};

export const SWEDISH_ENDINGS = words(`ström dal holm vik näs berg by strand sund lund mark gård hammar backa ås`);

/** Investor names: "<word> <word> <kind>" ("Granite Peak Ventures"). */
export const FUND_FIRST = words(`Granite Harbor Cedar Iron Lake North Blue Red Silver Golden Union Liberty Founders Frontier Pioneer
  Beacon Maple Ash Elm Summit Crescent Lantern Anchor Bridge Canal Copper Falcon Heron Juniper Mariner Orchard Prairie`);
export const FUND_SECOND = words(`Peak Ridge Hill Bay Point Field Rock Stone Gate Bridge Street Square Road Oak Pine River Lake Creek
  Harbor Mill Park Line`);
export const FUND_KINDS = words(`Ventures Capital Partners Growth Equity Investments Fund Holdings`);

/** Owners that are not demo companies themselves (related_name only). */
export const HOLDING_KINDS = ['Holdings', 'Group', 'Industries', 'Capital Group', 'Holdings plc', 'Group AG', 'Corporation'];
