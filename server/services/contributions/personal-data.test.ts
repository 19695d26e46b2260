import { expect, test } from "vitest";
import { personalDataIn } from "./personal-data.ts";

test("phone numbers, emails, street addresses and pupils' full names are found", () => {
  expect(personalDataIn("Llamadme al 612 345 678")).toEqual(["phone"]);
  expect(personalDataIn("Llamadme al 612345678")).toEqual(["phone"]);
  expect(personalDataIn("o al +34 912 34 56 78")).toEqual(["phone"]);
  expect(personalDataIn("<p>Escribid a <a href='#'>profe.ana@colegio.es</a></p>")).toEqual(["email"]);
  expect(personalDataIn("Venid al cole, calle Mayor 5")).toEqual(["address"]);
  expect(personalDataIn("Estamos en C/ del Sol, 12")).toEqual(["address"]);
  expect(personalDataIn("Avda. de la Paz nº 3, Madrid")).toEqual(["address"]);
  expect(personalDataIn("Mi alumna Lucía García Pérez hizo este robot")).toEqual(["pupilName"]);
  expect(personalDataIn("El niño Juan de la Fuente Ruiz ganó")).toEqual(["pupilName"]);
  expect(personalDataIn("Lucía García Pérez, alumna, 612 345 678, a@b.es")).toEqual(["phone", "email"]);
});

test("ordinary teaching posts are not held", () => {
  expect(personalDataIn("<h2>Robótica en 5º</h2><p>Mis alumnos programaron 3 robots en 45 minutos con Scratch 3.0.</p>")).toEqual([]);
  expect(personalDataIn("La actividad 12 del itinerario 6-8 funciona en tablets del año 2019.")).toEqual([]);
  expect(personalDataIn("Los niños de Primaria usaron la Micro Bit")).toEqual([]);
  expect(personalDataIn("")).toEqual([]);
});
