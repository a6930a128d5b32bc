/*
 * What each seeded destination offers to do (issue 16): its museums and attractions, day trips,
 * water (a sea, a river, none), shows, its cuisine and the languages guides speak there. The
 * activity generator (./activities.ts) builds the activities from these and the destination's
 * areas (./inventory-places-*.ts), so every meeting point is a real spot of the city.
 */

export type ActivityPlaceSeed = {
  museums: readonly string[]
  attractions: readonly string[]
  excursions: readonly string[]
  /** The water sports are on: "the Caribbean", "the Seine"; null where there are none. */
  water: { name: string; sea: boolean } | null
  shows: readonly string[]
  cuisine: string
  /** Guides' languages (ISO 639-1), the local one first. */
  languages: readonly string[]
}

export const activityPlaces: Record<string, ActivityPlaceSeed> = {
  'paris-fr': {
    museums: ['Louvre Museum', 'Musée d’Orsay', 'Musée de l’Orangerie', 'Centre Pompidou', 'Musée Rodin', 'Musée Picasso Paris'],
    attractions: ['Eiffel Tower summit', 'Arc de Triomphe rooftop', 'Sainte-Chapelle'],
    excursions: ['Versailles Palace and Gardens', 'Giverny and Monet’s gardens', 'Champagne cellars in Reims'],
    water: { name: 'the Seine', sea: false },
    shows: ['Moulin Rouge cabaret', 'Jazz in a Saint-Germain cellar'],
    cuisine: 'French',
    languages: ['fr', 'en', 'es', 'de'],
  },
  'rome-it': {
    museums: ['Vatican Museums and Sistine Chapel', 'Borghese Gallery', 'Capitoline Museums'],
    attractions: ['Colosseum and Roman Forum', 'Pantheon', 'Castel Sant’Angelo'],
    excursions: ['Pompeii and the Amalfi Coast', 'Tivoli: Villa d’Este and Hadrian’s Villa', 'Orvieto and Civita di Bagnoregio'],
    water: { name: 'the Tiber', sea: false },
    shows: ['Opera arias in a baroque church'],
    cuisine: 'Roman',
    languages: ['it', 'en', 'es', 'fr'],
  },
  'barcelona-es': {
    museums: ['Picasso Museum', 'Fundació Joan Miró', 'MNAC Museu Nacional d’Art de Catalunya'],
    attractions: ['Sagrada Família', 'Park Güell', 'Casa Batlló'],
    excursions: ['Montserrat Monastery', 'Girona and Figueres', 'Sitges and Penedès wineries'],
    water: { name: 'the Mediterranean', sea: true },
    shows: ['Flamenco at the Palau Dalmases', 'Guitar concert in the Gothic Quarter'],
    cuisine: 'Catalan',
    languages: ['es', 'en', 'fr', 'de'],
  },
  'sevilla-es': {
    museums: ['Museo de Bellas Artes de Sevilla', 'Archivo de Indias'],
    attractions: ['Real Alcázar', 'Seville Cathedral and Giralda', 'Setas de Sevilla'],
    excursions: ['Córdoba and the Mezquita', 'Ronda and the white villages', 'Jerez sherry bodegas'],
    water: { name: 'the Guadalquivir', sea: false },
    shows: ['Flamenco in Triana', 'Flamenco dance museum show'],
    cuisine: 'Andalusian',
    languages: ['es', 'en', 'fr'],
  },
  'lisboa-pt': {
    museums: ['Gulbenkian Museum', 'National Tile Museum', 'MAAT'],
    attractions: ['Jerónimos Monastery', 'Belém Tower', 'São Jorge Castle'],
    excursions: ['Sintra and Cascais', 'Óbidos and Nazaré', 'Arrábida and Setúbal'],
    water: { name: 'the Tagus estuary', sea: true },
    shows: ['Fado in Alfama'],
    cuisine: 'Portuguese',
    languages: ['pt', 'en', 'es', 'fr'],
  },
  'mallorca-es': {
    museums: ['Es Baluard museum of modern art', 'Fundació Miró Mallorca'],
    attractions: ['Palma Cathedral', 'Caves of Drach'],
    excursions: ['Sóller by vintage train', 'Serra de Tramuntana villages', 'Formentor peninsula'],
    water: { name: 'the Bay of Palma', sea: true },
    shows: ['Flamenco night in Palma'],
    cuisine: 'Mallorcan',
    languages: ['es', 'de', 'en'],
  },
  'tenerife-es': {
    museums: ['Museum of Nature and Archaeology', 'TEA Tenerife Espacio de las Artes'],
    attractions: ['Loro Parque', 'Siam Park'],
    excursions: ['Teide National Park', 'Masca and Los Gigantes', 'La Gomera by ferry'],
    water: { name: 'the Atlantic', sea: true },
    shows: ['Canarian folk evening'],
    cuisine: 'Canarian',
    languages: ['es', 'en', 'de'],
  },
  'london-gb': {
    museums: ['Tower of London and the Crown Jewels', 'Churchill War Rooms', 'Madame Tussauds London'],
    attractions: ['London Eye', 'Westminster Abbey', 'The Shard viewing platform'],
    excursions: ['Stonehenge and Bath', 'Windsor Castle and Oxford', 'The Cotswolds villages'],
    water: { name: 'the Thames', sea: false },
    shows: ['A West End musical', 'Jazz at a Soho club'],
    cuisine: 'British',
    languages: ['en', 'es', 'fr', 'de'],
  },
  'cancun-mx': {
    museums: ['Maya Museum of Cancún', 'MUSA underwater museum'],
    attractions: ['Xcaret park', 'Xel-Há park'],
    excursions: ['Chichén Itzá and Valladolid', 'Tulum and Cobá', 'Isla Mujeres by catamaran'],
    water: { name: 'the Caribbean', sea: true },
    shows: ['Xcaret México Espectacular'],
    cuisine: 'Yucatecan',
    languages: ['es', 'en'],
  },
  'orlando-us': {
    museums: ['Orlando Museum of Art', 'Kennedy Space Center Visitor Complex'],
    attractions: ['Universal Studios one-day pass', 'Magic Kingdom one-day pass', 'SeaWorld Orlando'],
    excursions: ['Everglades airboat adventure', 'St. Augustine old town', 'Clearwater Beach'],
    water: { name: 'the Wekiva River', sea: false },
    shows: ['Blue Man Group Orlando', 'Medieval Times dinner show'],
    cuisine: 'Southern',
    languages: ['en', 'es'],
  },
  'new-york-us': {
    museums: ['Metropolitan Museum of Art', 'Museum of Modern Art', '9/11 Memorial & Museum', 'American Museum of Natural History'],
    attractions: ['Empire State Building', 'Top of the Rock', 'Statue of Liberty and Ellis Island'],
    excursions: ['Washington DC in a day', 'Hudson Valley and Woodbury outlets', 'Niagara Falls by air'],
    water: { name: 'the Hudson', sea: false },
    shows: ['A Broadway show', 'Jazz at a Harlem club'],
    cuisine: 'New York',
    languages: ['en', 'es', 'fr', 'de'],
  },
  'miami-us': {
    museums: ['Pérez Art Museum Miami', 'Vizcaya Museum and Gardens'],
    attractions: ['Miami Seaquarium', 'Wynwood Walls'],
    excursions: ['Everglades airboat tour', 'Key West in a day', 'Fort Lauderdale canals'],
    water: { name: 'Biscayne Bay', sea: true },
    shows: ['Latin night in Little Havana'],
    cuisine: 'Cuban',
    languages: ['en', 'es'],
  },
  'punta-cana-do': {
    museums: ['Altos de Chavón village and museum'],
    attractions: ['Scape Park at Cap Cana', 'Indigenous Eyes ecological reserve'],
    excursions: ['Saona Island by catamaran', 'Santo Domingo colonial city', 'Samaná and El Limón waterfall'],
    water: { name: 'the Caribbean', sea: true },
    shows: ['Coco Bongo show'],
    cuisine: 'Dominican',
    languages: ['es', 'en'],
  },
  'tokyo-jp': {
    museums: ['teamLab Planets', 'Tokyo National Museum', 'Ghibli Museum'],
    attractions: ['Tokyo Skytree', 'Shibuya Sky'],
    excursions: ['Mount Fuji and Lake Kawaguchi', 'Nikkō shrines', 'Kamakura and Enoshima'],
    water: { name: 'Tokyo Bay', sea: true },
    shows: ['Kabuki at Kabukiza', 'Sumo morning practice'],
    cuisine: 'Japanese',
    languages: ['ja', 'en'],
  },
  'bali-id': {
    museums: ['Agung Rai Museum of Art', 'Blanco Renaissance Museum'],
    attractions: ['Uluwatu Temple', 'Tanah Lot Temple'],
    excursions: ['Ubud rice terraces and monkey forest', 'Mount Batur sunrise trek', 'Nusa Penida island'],
    water: { name: 'the Indian Ocean', sea: true },
    shows: ['Kecak fire dance at Uluwatu'],
    cuisine: 'Balinese',
    languages: ['id', 'en'],
  },
  'cape-town-za': {
    museums: ['Zeitz MOCAA', 'Robben Island Museum'],
    attractions: ['Table Mountain cableway', 'Kirstenbosch Garden'],
    excursions: ['Cape Peninsula and Cape Point', 'Stellenbosch and Franschhoek winelands', 'Hermanus whale coast'],
    water: { name: 'the Atlantic', sea: true },
    shows: ['Gold of Africa drumming evening'],
    cuisine: 'Cape Malay',
    languages: ['en', 'af', 'de'],
  },
  'sydney-au': {
    museums: ['Art Gallery of New South Wales', 'Australian Museum'],
    attractions: ['Sydney Opera House tour', 'Sydney Harbour BridgeClimb', 'Taronga Zoo'],
    excursions: ['Blue Mountains', 'Hunter Valley wineries', 'Port Stephens dolphins'],
    water: { name: 'Sydney Harbour', sea: true },
    shows: ['An evening at the Opera House'],
    cuisine: 'Modern Australian',
    languages: ['en', 'zh'],
  },
  'marrakech-ma': {
    museums: ['Yves Saint Laurent Museum', 'Dar Si Said Museum'],
    attractions: ['Bahia Palace', 'Jardin Majorelle', 'Saadian Tombs'],
    excursions: ['Atlas Mountains and Berber villages', 'Essaouira on the coast', 'Agafay desert at sunset'],
    water: null,
    shows: ['Fantasia dinner show'],
    cuisine: 'Moroccan',
    languages: ['ar', 'fr', 'en', 'es'],
  },
}
