import Foundation

/// Lo que el generador haría con Exercises/, calculado sin tocar el disco.
package struct Generacion {
    package let ficheros: [String: Data]                    // ruta relativa → contenido
    package let regiones: [String: [RegionDeSolucion]]      // solo los ficheros que tienen regiones
}
