import type { Db } from "../client.ts";
import { autonomousCommunities, provinces, towns } from "../schema/index.ts";
import { seedCentres } from "./centres.ts";

/** Spain's autonomous communities and cities with their INE codes. */
export const COMMUNITIES: [number, string][] = [
  [1, "Andalucía"],
  [2, "Aragón"],
  [3, "Principado de Asturias"],
  [4, "Illes Balears"],
  [5, "Canarias"],
  [6, "Cantabria"],
  [7, "Castilla y León"],
  [8, "Castilla-La Mancha"],
  [9, "Cataluña"],
  [10, "Comunitat Valenciana"],
  [11, "Extremadura"],
  [12, "Galicia"],
  [13, "Comunidad de Madrid"],
  [14, "Región de Murcia"],
  [15, "Comunidad Foral de Navarra"],
  [16, "País Vasco"],
  [17, "La Rioja"],
  [18, "Ceuta"],
  [19, "Melilla"],
];

/** The 52 provinces: INE code, name, community code. */
export const PROVINCES: [number, string, number][] = [
  [1, "Araba/Álava", 16],
  [2, "Albacete", 8],
  [3, "Alicante/Alacant", 10],
  [4, "Almería", 1],
  [5, "Ávila", 7],
  [6, "Badajoz", 11],
  [7, "Illes Balears", 4],
  [8, "Barcelona", 9],
  [9, "Burgos", 7],
  [10, "Cáceres", 11],
  [11, "Cádiz", 1],
  [12, "Castellón/Castelló", 10],
  [13, "Ciudad Real", 8],
  [14, "Córdoba", 1],
  [15, "A Coruña", 12],
  [16, "Cuenca", 8],
  [17, "Girona", 9],
  [18, "Granada", 1],
  [19, "Guadalajara", 8],
  [20, "Gipuzkoa", 16],
  [21, "Huelva", 1],
  [22, "Huesca", 2],
  [23, "Jaén", 1],
  [24, "León", 7],
  [25, "Lleida", 9],
  [26, "La Rioja", 17],
  [27, "Lugo", 12],
  [28, "Madrid", 13],
  [29, "Málaga", 1],
  [30, "Murcia", 14],
  [31, "Navarra", 15],
  [32, "Ourense", 12],
  [33, "Asturias", 3],
  [34, "Palencia", 7],
  [35, "Las Palmas", 5],
  [36, "Pontevedra", 12],
  [37, "Salamanca", 7],
  [38, "Santa Cruz de Tenerife", 5],
  [39, "Cantabria", 6],
  [40, "Segovia", 7],
  [41, "Sevilla", 1],
  [42, "Soria", 7],
  [43, "Tarragona", 9],
  [44, "Teruel", 2],
  [45, "Toledo", 8],
  [46, "Valencia/València", 10],
  [47, "Valladolid", 7],
  [48, "Bizkaia", 16],
  [49, "Zamora", 7],
  [50, "Zaragoza", 2],
  [51, "Ceuta", 18],
  [52, "Melilla", 19],
];

/**
 * Real towns of every province, the capital first (Ceuta and Melilla are single-municipality cities).
 * The licence wizard offers them after the province; the centres seed (centres.ts) puts schools in them.
 */
export const TOWNS_BY_PROVINCE: Record<number, string[]> = {
  1: ["Vitoria-Gasteiz", "Llodio", "Amurrio", "Salvatierra/Agurain"],
  2: ["Albacete", "Hellín", "Villarrobledo", "Almansa", "La Roda"],
  3: ["Alicante/Alacant", "Elche/Elx", "Torrevieja", "Orihuela", "Benidorm", "Alcoy/Alcoi"],
  4: ["Almería", "Roquetas de Mar", "El Ejido", "Níjar", "Vícar"],
  5: ["Ávila", "Arévalo", "Las Navas del Marqués", "Candeleda"],
  6: ["Badajoz", "Mérida", "Don Benito", "Almendralejo", "Villanueva de la Serena"],
  7: ["Palma", "Manacor", "Calvià", "Inca", "Ciutadella de Menorca", "Eivissa"],
  8: ["Barcelona", "L'Hospitalet de Llobregat", "Badalona", "Terrassa", "Sabadell", "Mataró"],
  9: ["Burgos", "Miranda de Ebro", "Aranda de Duero", "Briviesca"],
  10: ["Cáceres", "Plasencia", "Navalmoral de la Mata", "Trujillo"],
  11: ["Cádiz", "Jerez de la Frontera", "Algeciras", "San Fernando", "El Puerto de Santa María"],
  12: ["Castellón de la Plana/Castelló de la Plana", "Vila-real", "Burriana", "Vinaròs"],
  13: ["Ciudad Real", "Puertollano", "Tomelloso", "Valdepeñas", "Alcázar de San Juan"],
  14: ["Córdoba", "Lucena", "Puente Genil", "Montilla", "Priego de Córdoba"],
  15: ["A Coruña", "Santiago de Compostela", "Ferrol", "Narón", "Oleiros"],
  16: ["Cuenca", "Tarancón", "San Clemente", "Motilla del Palancar"],
  17: ["Girona", "Figueres", "Blanes", "Lloret de Mar", "Olot"],
  18: ["Granada", "Motril", "Armilla", "Maracena", "Loja"],
  19: ["Guadalajara", "Azuqueca de Henares", "Alovera", "Cabanillas del Campo"],
  20: ["Donostia/San Sebastián", "Irun", "Errenteria", "Eibar", "Zarautz"],
  21: ["Huelva", "Lepe", "Almonte", "Moguer", "Isla Cristina"],
  22: ["Huesca", "Monzón", "Barbastro", "Jaca", "Fraga"],
  23: ["Jaén", "Linares", "Andújar", "Úbeda", "Martos"],
  24: ["León", "Ponferrada", "San Andrés del Rabanedo", "Villaquilambre", "Astorga"],
  25: ["Lleida", "Balaguer", "Tàrrega", "Mollerussa"],
  26: ["Logroño", "Calahorra", "Arnedo", "Haro"],
  27: ["Lugo", "Monforte de Lemos", "Viveiro", "Vilalba"],
  28: ["Madrid", "Alcalá de Henares", "Getafe", "Móstoles", "Leganés", "Fuenlabrada"],
  29: ["Málaga", "Marbella", "Vélez-Málaga", "Mijas", "Fuengirola"],
  30: ["Murcia", "Cartagena", "Lorca", "Molina de Segura"],
  31: ["Pamplona/Iruña", "Tudela", "Barañáin", "Burlada/Burlata", "Estella-Lizarra"],
  32: ["Ourense", "Verín", "O Barco de Valdeorras", "O Carballiño"],
  33: ["Oviedo", "Gijón", "Avilés", "Siero", "Langreo"],
  34: ["Palencia", "Guardo", "Aguilar de Campoo", "Venta de Baños"],
  35: ["Las Palmas de Gran Canaria", "Telde", "Santa Lucía de Tirajana", "Arrecife", "Puerto del Rosario"],
  36: ["Pontevedra", "Vigo", "Vilagarcía de Arousa", "Redondela", "Cangas"],
  37: ["Salamanca", "Béjar", "Ciudad Rodrigo", "Santa Marta de Tormes"],
  38: ["Santa Cruz de Tenerife", "San Cristóbal de La Laguna", "Arona", "Adeje", "Los Llanos de Aridane"],
  39: ["Santander", "Torrelavega", "Castro-Urdiales", "Camargo", "Piélagos"],
  40: ["Segovia", "Cuéllar", "San Ildefonso", "El Espinar"],
  41: ["Sevilla", "Dos Hermanas", "Alcalá de Guadaíra", "Utrera", "Mairena del Aljarafe"],
  42: ["Soria", "Almazán", "El Burgo de Osma-Ciudad de Osma", "Ólvega"],
  43: ["Tarragona", "Reus", "Tortosa", "Cambrils", "El Vendrell"],
  44: ["Teruel", "Alcañiz", "Andorra", "Calamocha"],
  45: ["Toledo", "Talavera de la Reina", "Illescas", "Seseña", "Torrijos"],
  46: ["València", "Torrent", "Gandia", "Paterna", "Sagunt/Sagunto"],
  47: ["Valladolid", "Medina del Campo", "Laguna de Duero", "Arroyo de la Encomienda"],
  48: ["Bilbao", "Barakaldo", "Getxo", "Portugalete", "Basauri"],
  49: ["Zamora", "Benavente", "Toro", "Puebla de Sanabria"],
  50: ["Zaragoza", "Calatayud", "Utebo", "Ejea de los Caballeros", "Tarazona"],
  51: ["Ceuta"],
  52: ["Melilla"],
};

/** [province, town] pairs in seed order. */
export const TOWNS: [number, string][] = Object.entries(TOWNS_BY_PROVINCE).flatMap(([province, names]) =>
  names.map((name) => [Number(province), name] as [number, string]),
);

/**
 * Reference data every installation needs: communities and provinces once, then whatever towns,
 * organisations and centres are missing (so an older database gains the newer ones). A handful of
 * bulk statements: every test database runs it.
 */
export async function seedGeography(db: Db): Promise<void> {
  const existing = await db.select({ id: provinces.id }).from(provinces).limit(1);
  if (existing.length === 0) {
    await db.insert(autonomousCommunities).values(COMMUNITIES.map(([id, name]) => ({ id, name })));
    await db.insert(provinces).values(PROVINCES.map(([id, name, communityId]) => ({ id, name, communityId })));
  }
  await db
    .insert(towns)
    .values(TOWNS.map(([provinceId, name]) => ({ provinceId, name })))
    .onConflictDoNothing({ target: [towns.provinceId, towns.name] });
  await seedCentres(db);
}
