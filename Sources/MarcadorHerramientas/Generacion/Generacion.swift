import Foundation

/// Lo que el generador haría con Exercises/, calculado sin tocar el disco.
struct Generacion {
    let ficheros: [String: Data]                    // ruta relativa → contenido
    let regiones: [String: [RegionDeSolucion]]      // solo los ficheros que tienen regiones
}
