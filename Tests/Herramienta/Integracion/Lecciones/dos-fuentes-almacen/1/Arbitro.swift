// `Codable`: además se guarda en el disco (`arbitros.json`) y se vuelve a leer.
package struct Arbitro: Identifiable, Codable, Equatable {
