import type { Db } from "../client.ts";
import { autonomousCommunities, provinces, towns } from "../schema/index.ts";

/** Spain's autonomous communities and cities with their INE codes. */
export const COMMUNITIES: [number, string][] = [
  [1, "Andalucía"], [2, "Aragón"], [3, "Principado de Asturias"], [4, "Illes Balears"], [5, "Canarias"],
  [6, "Cantabria"], [7, "Castilla y León"], [8, "Castilla-La Mancha"], [9, "Cataluña"],
  [10, "Comunitat Valenciana"], [11, "Extremadura"], [12, "Galicia"], [13, "Comunidad de Madrid"],
  [14, "Región de Murcia"], [15, "Comunidad Foral de Navarra"], [16, "País Vasco"], [17, "La Rioja"],
  [18, "Ceuta"], [19, "Melilla"],
];

/** The 52 provinces: INE code, name, community code. */
export const PROVINCES: [number, string, number][] = [
  [1, "Araba/Álava", 16], [2, "Albacete", 8], [3, "Alicante/Alacant", 10], [4, "Almería", 1], [5, "Ávila", 7],
  [6, "Badajoz", 11], [7, "Illes Balears", 4], [8, "Barcelona", 9], [9, "Burgos", 7], [10, "Cáceres", 11],
  [11, "Cádiz", 1], [12, "Castellón/Castelló", 10], [13, "Ciudad Real", 8], [14, "Córdoba", 1], [15, "A Coruña", 12],
  [16, "Cuenca", 8], [17, "Girona", 9], [18, "Granada", 1], [19, "Guadalajara", 8], [20, "Gipuzkoa", 16],
  [21, "Huelva", 1], [22, "Huesca", 2], [23, "Jaén", 1], [24, "León", 7], [25, "Lleida", 9], [26, "La Rioja", 17],
  [27, "Lugo", 12], [28, "Madrid", 13], [29, "Málaga", 1], [30, "Murcia", 14], [31, "Navarra", 15], [32, "Ourense", 12],
  [33, "Asturias", 3], [34, "Palencia", 7], [35, "Las Palmas", 5], [36, "Pontevedra", 12], [37, "Salamanca", 7],
  [38, "Santa Cruz de Tenerife", 5], [39, "Cantabria", 6], [40, "Segovia", 7], [41, "Sevilla", 1], [42, "Soria", 7],
  [43, "Tarragona", 9], [44, "Teruel", 2], [45, "Toledo", 8], [46, "Valencia/València", 10], [47, "Valladolid", 7],
  [48, "Bizkaia", 16], [49, "Zamora", 7], [50, "Zaragoza", 2], [51, "Ceuta", 18], [52, "Melilla", 19],
];

/** Some real towns of the provinces where the programme's reference schools are. */
export const TOWNS: [number, string][] = [
  [28, "Madrid"], [28, "Alcalá de Henares"], [28, "Getafe"], [28, "Móstoles"], [28, "Leganés"],
  [41, "Sevilla"], [41, "Dos Hermanas"], [29, "Málaga"], [29, "Marbella"], [18, "Granada"],
  [15, "A Coruña"], [15, "Santiago de Compostela"], [36, "Vigo"], [39, "Santander"], [39, "Torrelavega"],
  [47, "Valladolid"], [37, "Salamanca"], [24, "León"], [7, "Palma"], [7, "Manacor"], [50, "Zaragoza"], [22, "Huesca"],
];

/** Reference data every installation needs; inserted once. */
export async function seedGeography(db: Db): Promise<void> {
  const existing = await db.select({ id: provinces.id }).from(provinces).limit(1);
  if (existing.length > 0) return;
  await db.insert(autonomousCommunities).values(COMMUNITIES.map(([id, name]) => ({ id, name })));
  await db.insert(provinces).values(PROVINCES.map(([id, name, communityId]) => ({ id, name, communityId })));
  await db.insert(towns).values(TOWNS.map(([provinceId, name]) => ({ provinceId, name })));
}
