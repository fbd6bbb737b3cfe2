import type { PostSeed } from './content-types.ts';

/** Blog posts: stories and tips, in English, Spanish and French. */
export const blogPosts: PostSeed[] = [
  {
    kind: 'blog',
    slug: 'why-we-built-fairfare',
    daysAgo: 230,
    author: 'FairFare Team',
    motif: 'heart',
    text: {
      en: {
        title: 'Why we built FairFare',
        excerpt:
          'Ride prices that change by the minute leave riders guessing and drivers underpaid. We thought a simple conversation could do better.',
        body: [
          'FairFare started with a complaint we kept hearing in London: the same ride could cost twice as much on a rainy Friday as on a quiet Tuesday, and nobody could tell why. Drivers had their own version of the story: long pickups for short, cheap trips that they could not refuse without hurting their rating.',
          'So we built a service around a conversation instead of an algorithm. The rider proposes a fare, drivers nearby accept or counter, and both sides see exactly what they agreed on. Our estimate, built from published per-kilometre and per-minute rates, is there to help you choose a fair number, not to decide for you.',
          'We keep the rules simple and public. Offers must stay between 80 % and 200 % of the estimate. Drivers keep at least 80 % of every fare. Promotions are paid by us, never by drivers. And cancelling is free during the first five minutes after a driver accepts.',
          'We launched in London, Ontario, because it is big enough to need good rides and small enough to listen to. Every feature since then (scheduled rides, booking for someone else, the Green category) came from riders and drivers telling us what they needed. Keep telling us.',
        ],
      },
      es: {
        title: 'Por qué creamos FairFare',
        excerpt:
          'Los precios que cambian a cada minuto dejan a los pasajeros adivinando y a los conductores mal pagados. Pensamos que una simple conversación podía hacerlo mejor.',
        body: [
          'FairFare nació de una queja que oíamos una y otra vez en London: el mismo viaje podía costar el doble un viernes lluvioso que un martes tranquilo, y nadie sabía explicar por qué. Los conductores tenían su propia versión: recogidas lejanas para viajes cortos y baratos que no podían rechazar sin perjudicar su valoración.',
          'Así que construimos un servicio en torno a una conversación y no a un algoritmo. El pasajero propone una tarifa, los conductores cercanos aceptan o hacen una contraoferta, y ambas partes ven exactamente lo que acordaron. Nuestra estimación, basada en precios públicos por kilómetro y por minuto, está ahí para ayudarte a elegir una cifra justa, no para decidir por ti.',
          'Mantenemos reglas simples y públicas. Las ofertas deben estar entre el 80 % y el 200 % de la estimación. Los conductores se quedan con al menos el 80 % de cada tarifa. Las promociones las pagamos nosotros, nunca los conductores. Y cancelar es gratis durante los primeros cinco minutos después de que un conductor acepte.',
          'Empezamos en London (Ontario) porque es lo bastante grande para necesitar buenos viajes y lo bastante pequeña para escuchar. Cada función posterior (los viajes programados, reservar para otra persona, la categoría Green) surgió de pasajeros y conductores que nos contaron lo que necesitaban. Sigan contándonoslo.',
        ],
      },
      fr: {
        title: 'Pourquoi nous avons créé FairFare',
        excerpt:
          'Des prix qui changent à chaque minute laissent les passagers dans le flou et les chauffeurs mal payés. Nous avons pensé qu’une simple conversation pouvait faire mieux.',
        body: [
          'FairFare est né d’une plainte que nous entendions sans cesse à London : le même trajet pouvait coûter deux fois plus cher un vendredi pluvieux qu’un mardi tranquille, sans que personne ne sache pourquoi. Les chauffeurs avaient leur propre version : de longues approches pour des courses courtes et peu payées, qu’ils ne pouvaient pas refuser sans nuire à leur note.',
          'Nous avons donc bâti un service autour d’une conversation plutôt que d’un algorithme. Le passager propose un tarif, les chauffeurs à proximité acceptent ou font une contre-offre, et chacun voit exactement ce qui a été convenu. Notre estimation, fondée sur des prix publics au kilomètre et à la minute, vous aide à choisir un montant juste ; elle ne décide pas à votre place.',
          'Nos règles sont simples et publiques. Les offres doivent rester entre 80 % et 200 % de l’estimation. Les chauffeurs conservent au moins 80 % de chaque tarif. Les promotions sont payées par nous, jamais par les chauffeurs. Et l’annulation est gratuite pendant les cinq premières minutes après l’acceptation d’un chauffeur.',
          'Nous avons commencé à London, en Ontario, parce que la ville est assez grande pour avoir besoin de bons transports et assez petite pour qu’on s’y écoute. Chaque fonction ajoutée depuis (les courses planifiées, la réservation pour un proche, la catégorie Green) vient de passagers et de chauffeurs qui nous ont dit ce dont ils avaient besoin. Continuez à nous le dire.',
        ],
      },
    },
  },
  {
    kind: 'blog',
    slug: 'how-naming-your-fare-works',
    daysAgo: 200,
    author: 'FairFare Team',
    motif: 'offer',
    text: {
      en: {
        title: 'How naming your own fare works',
        excerpt:
          'On FairFare you don’t just accept a price: you propose one. Here is what happens between your offer and your ride.',
        body: [
          'Most ride apps show you a price and ask you to take it or leave it. FairFare starts the other way round. When you enter your pickup and drop-off, we show an estimated fare built from the city’s base fare, a rate per kilometre and a rate per minute. That estimate is a guide, not a verdict: you decide what to offer.',
          'Your offer can go as low as 80 % of the estimate and as high as twice the estimate. The lower limit keeps trips worth a driver’s time; the upper limit protects you when you are in a hurry and tempted to overbid. Once you send it, the request goes to available drivers within 5 km of your pickup.',
          'Drivers can accept your price or answer with a counter-offer. Each offer appears on your screen with the driver’s name, rating, car and distance, and stays open for 60 seconds. You can accept it, decline it, or send a new amount of your own. If no offer has been accepted after 10 minutes, the request expires and nothing is charged.',
          'When you accept an offer, every other offer on that request is closed and the driver gets a 4-digit code. Share that code when you get in: the trip cannot start without it. The amount you agreed on is the amount you pay; no surge multiplier appears later.',
        ],
      },
      es: {
        title: 'Cómo funciona proponer tu propia tarifa',
        excerpt:
          'En FairFare no te limitas a aceptar un precio: tú propones uno. Esto es lo que pasa entre tu oferta y tu viaje.',
        body: [
          'La mayoría de las aplicaciones de transporte te muestran un precio y te piden que lo tomes o lo dejes. FairFare empieza al revés. Cuando indicas el punto de recogida y el destino, te mostramos una tarifa estimada calculada con la tarifa base de la ciudad, un precio por kilómetro y un precio por minuto. Esa estimación es una guía, no un veredicto: tú decides cuánto ofrecer.',
          'Tu oferta puede bajar hasta el 80 % de la estimación y subir hasta el doble. El límite inferior hace que el viaje valga la pena para el conductor; el superior te protege cuando tienes prisa y te sientes tentado a ofrecer de más. Al enviarla, la solicitud llega a los conductores disponibles a menos de 5 km de tu punto de recogida.',
          'Los conductores pueden aceptar tu precio o responder con una contraoferta. Cada oferta aparece en tu pantalla con el nombre del conductor, su valoración, su coche y la distancia a la que se encuentra, y permanece abierta durante 60 segundos. Puedes aceptarla, rechazarla o enviar una nueva cantidad. Si en 10 minutos no has aceptado ninguna, la solicitud caduca y no se cobra nada.',
          'Cuando aceptas una oferta, todas las demás ofertas de esa solicitud se cierran y el conductor recibe un código de 4 dígitos. Compártelo al subir: el viaje no puede comenzar sin él. La cantidad que acordaste es la que pagas; después no aparece ningún multiplicador por alta demanda.',
        ],
      },
      fr: {
        title: 'Proposer votre propre tarif : comment ça marche',
        excerpt:
          'Sur FairFare, vous n’acceptez pas simplement un prix : vous en proposez un. Voici ce qui se passe entre votre offre et votre course.',
        body: [
          'La plupart des applications de transport vous affichent un prix à prendre ou à laisser. FairFare fait l’inverse. Lorsque vous saisissez votre point de départ et votre destination, nous affichons un tarif estimé, calculé à partir du tarif de base de la ville, d’un prix au kilomètre et d’un prix à la minute. Cette estimation est un repère, pas un verdict : c’est vous qui décidez combien offrir.',
          'Votre offre peut descendre jusqu’à 80 % de l’estimation et monter jusqu’au double. La limite basse garantit que la course vaut le déplacement pour le chauffeur ; la limite haute vous protège quand vous êtes pressé et tenté de surenchérir. Une fois envoyée, la demande parvient aux chauffeurs disponibles à moins de 5 km de votre point de départ.',
          'Les chauffeurs peuvent accepter votre prix ou répondre par une contre-offre. Chaque offre s’affiche avec le nom du chauffeur, sa note, sa voiture et sa distance, et reste valable 60 secondes. Vous pouvez l’accepter, la refuser ou proposer un nouveau montant. Si aucune offre n’est acceptée au bout de 10 minutes, la demande expire et rien ne vous est facturé.',
          'Dès que vous acceptez une offre, toutes les autres offres de la demande sont fermées et le chauffeur reçoit un code à 4 chiffres. Donnez ce code en montant à bord : la course ne peut pas commencer sans lui. Le montant convenu est celui que vous payez ; aucun multiplicateur de pointe n’apparaît ensuite.',
        ],
      },
    },
  },
  {
    kind: 'blog',
    slug: 'five-safety-habits-for-every-ride',
    daysAgo: 170,
    author: 'FairFare Safety Team',
    motif: 'shield',
    text: {
      en: {
        title: 'Five safety habits for every ride',
        excerpt:
          'A few seconds of checking before you get in make every trip safer. Here are the habits our safety team recommends.',
        body: [
          'Check the car before you open the door. Your trip screen shows the driver’s name and photo, and the car’s make and model. If something doesn’t match, don’t get in: cancel the ride and tell us why in the reason field.',
          'Give the code, not your name. When a driver arrives, let them ask for your 4-digit trip code. A FairFare driver cannot start the trip without it, so someone who doesn’t know the code is not your driver. Never share the code before you are standing next to the right car.',
          'Share your trip. The Tracking button opens a live map of your route that you can send to a friend or a family member. They can follow the car until you arrive, without needing an account.',
          'Ride in the back seat when you are alone: you and the driver both keep your personal space, and you can get out on either side. And trust your instincts: if you feel uncomfortable, ask the driver to stop in a busy, well-lit place.',
          'Rate every trip honestly. Ratings from half a star to five stars, together with your written feedback, are how we recognise great drivers and follow up on problems. Each driver’s average is calculated by our servers from real trips only.',
        ],
      },
      es: {
        title: 'Cinco hábitos de seguridad para cada viaje',
        excerpt:
          'Unos segundos de comprobación antes de subir hacen que cada viaje sea más seguro. Estos son los hábitos que recomienda nuestro equipo de seguridad.',
        body: [
          'Comprueba el coche antes de abrir la puerta. La pantalla del viaje muestra el nombre y la foto del conductor, y la marca y el modelo del coche. Si algo no coincide, no subas: cancela el viaje y cuéntanos el motivo.',
          'Da el código, no tu nombre. Cuando llegue el conductor, deja que te pida el código de viaje de 4 dígitos. Un conductor de FairFare no puede iniciar el viaje sin él, así que quien no conozca el código no es tu conductor. No compartas el código hasta estar junto al coche correcto.',
          'Comparte tu viaje. El botón de seguimiento abre un mapa en vivo de tu ruta que puedes enviar a un amigo o a un familiar. Podrán seguir el coche hasta que llegues, sin necesidad de una cuenta.',
          'Viaja en el asiento trasero cuando vayas solo: así tanto tú como el conductor conservan su espacio personal, y puedes bajar por cualquiera de los dos lados. Y confía en tu instinto: si te sientes incómodo, pide al conductor que se detenga en un lugar concurrido y bien iluminado.',
          'Valora cada viaje con sinceridad. Las valoraciones de media estrella a cinco estrellas, junto con tus comentarios, nos permiten reconocer a los mejores conductores y atender los problemas. Nuestros servidores calculan el promedio de cada conductor solo a partir de viajes reales.',
        ],
      },
      fr: {
        title: 'Cinq réflexes de sécurité pour chaque course',
        excerpt:
          'Quelques secondes de vérification avant de monter rendent chaque course plus sûre. Voici les réflexes que recommande notre équipe sécurité.',
        body: [
          'Vérifiez la voiture avant d’ouvrir la portière. L’écran de la course affiche le nom et la photo du chauffeur, ainsi que la marque et le modèle de la voiture. Si quelque chose ne correspond pas, ne montez pas : annulez la course et indiquez-nous pourquoi.',
          'Donnez le code, pas votre nom. À l’arrivée du chauffeur, laissez-le vous demander le code de course à 4 chiffres. Un chauffeur FairFare ne peut pas démarrer la course sans ce code : quelqu’un qui ne le connaît pas n’est pas votre chauffeur. Ne communiquez jamais le code avant d’être à côté de la bonne voiture.',
          'Partagez votre trajet. Le bouton de suivi ouvre une carte en direct de votre itinéraire, que vous pouvez envoyer à un ami ou à un proche. Il pourra suivre la voiture jusqu’à votre arrivée, sans avoir besoin d’un compte.',
          'Asseyez-vous à l’arrière lorsque vous voyagez seul : vous et le chauffeur conservez chacun votre espace, et vous pouvez descendre des deux côtés. Et fiez-vous à votre instinct : si vous êtes mal à l’aise, demandez au chauffeur de s’arrêter dans un endroit animé et bien éclairé.',
          'Notez chaque course en toute honnêteté. Les notes, d’une demi-étoile à cinq étoiles, et vos commentaires nous permettent de saluer les meilleurs chauffeurs et de donner suite aux problèmes. La moyenne de chaque chauffeur est calculée par nos serveurs, uniquement à partir de courses réelles.',
        ],
      },
    },
  },
  {
    kind: 'blog',
    slug: 'meet-harpreet-a-fairfare-driver-partner',
    daysAgo: 140,
    author: 'FairFare Community',
    motif: 'driver',
    text: {
      en: {
        title: 'Meet Harpreet, one of London’s first FairFare drivers',
        excerpt:
          'Harpreet Singh Dhillon has driven more than 1,500 FairFare trips across London. We asked him what changes when riders name their fare.',
        body: [
          'Harpreet Singh Dhillon moved to London in 2016 and started driving part-time while he studied at Fanshawe College. Today he drives a silver Toyota Corolla most weekday mornings, usually starting near downtown and ending up wherever the first offers take him.',
          '“The biggest difference is the conversation,” he says. “With other apps, a price just appears. Here a rider tells me what the trip is worth to them, and I can answer. If a pickup is far away or the roads are bad, I can counter. Most of the time we agree in a few seconds.”',
          'He likes that drivers keep at least 80 % of every fare and that promotions are paid by FairFare instead of coming out of his share. “When a rider uses a promo code, I still get the amount we agreed on. That’s fair.”',
          'His advice for riders? “Add a note when the entrance is hard to find, have your 4-digit code ready, and be at the curb when I arrive. Airport runs to YXU at five in the morning are my favourite: quiet roads, and people are always happy to see you.”',
        ],
      },
      es: {
        title: 'Conoce a Harpreet, uno de los primeros conductores de FairFare en London',
        excerpt:
          'Harpreet Singh Dhillon ha hecho más de 1500 viajes con FairFare por todo London. Le preguntamos qué cambia cuando el pasajero propone la tarifa.',
        body: [
          'Harpreet Singh Dhillon llegó a London en 2016 y empezó a conducir a tiempo parcial mientras estudiaba en Fanshawe College. Hoy conduce un Toyota Corolla plateado casi todas las mañanas entre semana; suele empezar cerca del centro y termina donde lo lleven las primeras ofertas.',
          '«La gran diferencia es la conversación», explica. «En otras aplicaciones, el precio simplemente aparece. Aquí el pasajero me dice cuánto vale el viaje para él, y yo puedo responder. Si la recogida está lejos o las calles están mal, hago una contraoferta. Casi siempre nos ponemos de acuerdo en unos segundos».',
          'Le gusta que los conductores se queden con al menos el 80 % de cada tarifa y que las promociones las pague FairFare, sin descontarlas de su parte. «Cuando un pasajero usa un código promocional, yo sigo recibiendo lo que acordamos. Eso es justo».',
          '¿Su consejo para los pasajeros? «Deja una nota si la entrada es difícil de encontrar, ten listo tu código de 4 dígitos y espera en la acera cuando llegue. Mis viajes favoritos son los del aeropuerto YXU a las cinco de la mañana: calles tranquilas y gente siempre contenta de verte».',
        ],
      },
      fr: {
        title: 'Rencontre avec Harpreet, l’un des premiers chauffeurs FairFare de London',
        excerpt:
          'Harpreet Singh Dhillon a effectué plus de 1 500 courses FairFare à London. Nous lui avons demandé ce qui change quand le passager propose le tarif.',
        body: [
          'Harpreet Singh Dhillon s’est installé à London en 2016 et a commencé à conduire à temps partiel pendant ses études au Collège Fanshawe. Aujourd’hui, il conduit une Toyota Corolla argentée presque tous les matins de semaine ; il commence souvent près du centre-ville et finit là où le mènent les premières offres.',
          '« La grande différence, c’est la conversation, explique-t-il. Avec les autres applications, un prix s’affiche, point. Ici, le passager me dit ce que la course vaut pour lui, et je peux répondre. Si le point de départ est loin ou que les routes sont mauvaises, je fais une contre-offre. La plupart du temps, on s’entend en quelques secondes. »',
          'Il apprécie que les chauffeurs conservent au moins 80 % de chaque tarif et que les promotions soient payées par FairFare plutôt que retirées de sa part. « Quand un passager utilise un code promo, je reçois quand même le montant convenu. C’est juste. »',
          'Son conseil aux passagers ? « Laissez une note si l’entrée est difficile à trouver, ayez votre code à 4 chiffres sous la main et soyez au bord du trottoir à mon arrivée. Mes courses préférées, ce sont celles vers l’aéroport YXU à cinq heures du matin : des routes calmes et des gens toujours contents de vous voir. »',
        ],
      },
    },
  },
  {
    kind: 'blog',
    slug: 'getting-to-yxu-without-the-stress',
    daysAgo: 110,
    author: 'FairFare Team',
    motif: 'plane',
    text: {
      en: {
        title: 'Getting to YXU without the stress',
        excerpt:
          'Early flight out of London International Airport? Schedule your ride the night before and pick the category that fits your luggage.',
        body: [
          'London International Airport (YXU) sits on the north-east edge of the city, about fifteen minutes from downtown outside rush hour. Flights leave early, and the last thing you want at 4:30 in the morning is to be waiting for an offer. That is what scheduled rides are for.',
          'Open the booking screen, choose the date and time you want to be picked up, and send your offer as usual. For rides booked for later we ask drivers within 10 km instead of 5 km, so more drivers see your request. When a driver accepts, they are assigned to your pickup and you see their name and car in your trip list.',
          'Pick the right category. Economy and Green cars fit up to four passengers with a couple of suitcases. Travelling as a family, with skis or with a stroller? Choose XL: minivans and SUVs with up to six seats and plenty of room in the back.',
          'Coming home, book your ride once you have your bags. Drivers pick up at the arrivals curb in front of the terminal. Add a note with your door number or what you are wearing, and have your 4-digit code ready.',
        ],
      },
      es: {
        title: 'Llega a YXU sin estrés',
        excerpt:
          '¿Vuelo temprano desde el aeropuerto internacional de London? Programa tu viaje la noche anterior y elige la categoría adecuada para tu equipaje.',
        body: [
          'El aeropuerto internacional de London (YXU) está en el extremo noreste de la ciudad, a unos quince minutos del centro fuera de las horas punta. Los vuelos salen temprano, y lo último que quieres a las 4:30 de la mañana es esperar una oferta. Para eso están los viajes programados.',
          'Abre la pantalla de reserva, elige la fecha y la hora de recogida y envía tu oferta como siempre. Para los viajes reservados con antelación consultamos a los conductores en un radio de 10 km en lugar de 5 km, así que más conductores ven tu solicitud. Cuando un conductor acepta, queda asignado a tu recogida y ves su nombre y su coche en tu lista de viajes.',
          'Elige la categoría adecuada. Los coches Economy y Green admiten hasta cuatro pasajeros con un par de maletas. ¿Viajas en familia, con esquís o con un cochecito? Elige XL: monovolúmenes y SUV de hasta seis plazas con mucho espacio atrás.',
          'A la vuelta, reserva tu viaje cuando ya tengas tus maletas. Los conductores recogen en la acera de llegadas, frente a la terminal. Añade una nota con el número de puerta o cómo vas vestido, y ten a mano tu código de 4 dígitos.',
        ],
      },
      fr: {
        title: 'Aller à YXU sans stress',
        excerpt:
          'Un vol tôt au départ de l’aéroport international de London ? Planifiez votre course la veille et choisissez la catégorie adaptée à vos bagages.',
        body: [
          'L’aéroport international de London (YXU) se trouve à l’extrémité nord-est de la ville, à une quinzaine de minutes du centre-ville en dehors des heures de pointe. Les vols partent tôt, et la dernière chose que vous souhaitez à 4 h 30 du matin, c’est d’attendre une offre. C’est à cela que servent les courses planifiées.',
          'Ouvrez l’écran de réservation, choisissez la date et l’heure de prise en charge, puis envoyez votre offre comme d’habitude. Pour les courses réservées à l’avance, nous interrogeons les chauffeurs dans un rayon de 10 km au lieu de 5 km : davantage de chauffeurs voient votre demande. Lorsqu’un chauffeur accepte, il est affecté à votre prise en charge, et son nom et sa voiture apparaissent dans votre liste de courses.',
          'Choisissez la bonne catégorie. Les voitures Economy et Green accueillent jusqu’à quatre passagers avec quelques valises. Vous voyagez en famille, avec des skis ou une poussette ? Choisissez XL : des fourgonnettes et des VUS jusqu’à six places, avec beaucoup d’espace à l’arrière.',
          'Au retour, réservez votre course une fois vos bagages récupérés. Les chauffeurs prennent les passagers au bord du trottoir des arrivées, devant l’aérogare. Ajoutez une note avec le numéro de porte ou la description de votre tenue, et gardez votre code à 4 chiffres à portée de main.',
        ],
      },
    },
  },
  {
    kind: 'blog',
    slug: 'a-student-guide-to-getting-around-london',
    daysAgo: 75,
    author: 'FairFare Team',
    motif: 'campus',
    text: {
      en: {
        title: 'A student’s guide to getting around London',
        excerpt:
          'Between Western, Fanshawe, Masonville and downtown, here is how students make every dollar of their ride budget count.',
        body: [
          'London is a student city: tens of thousands of people study at Western University, Fanshawe College and the affiliated colleges, and most of them don’t have a car. Buses cover the main routes, but late evenings, grocery runs and trips to the airport or the train station are where a ride makes sense.',
          'Naming your fare is made for tight budgets. Outside rush hour, try an offer a little below the estimate: the floor is 80 %, and drivers already heading your way often accept. If no driver answers, cancel the request and send a new one a little higher.',
          'Sharing a ride is the easiest saving of all. An Economy car seats four and an XL up to six, so one booking from residence to Richmond Row or to the VIA Rail station costs each friend a fraction of the fare. The person who books pays in the app, and the others pay them back.',
          'Keep an eye on promo codes too: new riders get 10 % off their first ride with WELCOME10, and FLAT5 takes $5 off up to three rides. And when you get home at night, ask the driver to wait until you are inside; most of them do it without being asked.',
        ],
      },
      es: {
        title: 'Guía para estudiantes: cómo moverse por London',
        excerpt:
          'Entre Western, Fanshawe, Masonville y el centro, así es como los estudiantes aprovechan cada dólar de su presupuesto para viajes.',
        body: [
          'London es una ciudad universitaria: decenas de miles de personas estudian en Western University, Fanshawe College y los colegios afiliados, y la mayoría no tiene coche. Los autobuses cubren las rutas principales, pero para volver tarde por la noche, hacer la compra o ir al aeropuerto o a la estación de tren, un viaje tiene sentido.',
          'Proponer tu tarifa está pensado para presupuestos ajustados. Fuera de las horas punta, prueba con una oferta algo por debajo de la estimación: el mínimo es el 80 %, y los conductores que ya van en tu dirección suelen aceptar. Si ningún conductor responde, cancela la solicitud y envía otra un poco más alta.',
          'Compartir el viaje es el ahorro más fácil. Un coche Economy admite cuatro personas y uno XL hasta seis, así que una sola reserva desde la residencia hasta Richmond Row o la estación de VIA Rail le cuesta a cada amigo una fracción de la tarifa. Quien reserva paga en la aplicación y los demás le devuelven su parte.',
          'No pierdas de vista los códigos promocionales: los nuevos pasajeros obtienen un 10 % de descuento en su primer viaje con WELCOME10, y FLAT5 descuenta 5 $ en hasta tres viajes. Y cuando vuelvas a casa de noche, pide al conductor que espere hasta que entres; la mayoría lo hace sin que se lo pidan.',
        ],
      },
      fr: {
        title: 'Guide étudiant pour se déplacer à London',
        excerpt:
          'Entre Western, Fanshawe, Masonville et le centre-ville, voici comment les étudiants tirent le meilleur parti de chaque dollar de leur budget transport.',
        body: [
          'London est une ville étudiante : des dizaines de milliers de personnes étudient à l’Université Western, au Collège Fanshawe et dans les collèges affiliés, et la plupart n’ont pas de voiture. Les autobus desservent les grands axes, mais pour les retours tardifs, l’épicerie ou les trajets vers l’aéroport ou la gare, une course a tout son sens.',
          'Proposer son tarif, c’est idéal pour les petits budgets. En dehors des heures de pointe, essayez une offre un peu en dessous de l’estimation : le plancher est de 80 %, et les chauffeurs qui vont déjà dans votre direction acceptent souvent. Si aucun chauffeur ne répond, annulez la demande et envoyez-en une nouvelle un peu plus élevée.',
          'Partager une course, c’est l’économie la plus simple. Une voiture Economy accueille quatre personnes et une XL jusqu’à six : une seule réservation de la résidence jusqu’à Richmond Row ou à la gare VIA Rail ne coûte à chacun qu’une fraction du tarif. La personne qui réserve paie dans l’application, et les autres la remboursent.',
          'Surveillez aussi les codes promo : les nouveaux passagers obtiennent 10 % de réduction sur leur première course avec WELCOME10, et FLAT5 retire 5 $ sur un maximum de trois courses. Et quand vous rentrez le soir, demandez au chauffeur d’attendre que vous soyez à l’intérieur ; la plupart le font sans qu’on le leur demande.',
        ],
      },
    },
  },
  {
    kind: 'blog',
    slug: 'winter-rides-in-london-ontario',
    daysAgo: 40,
    author: 'FairFare Team',
    motif: 'snow',
    text: {
      en: {
        title: 'Winter rides: how to stay warm and on time',
        excerpt:
          'Snow squalls off Lake Huron can turn a five-minute trip into twenty. A few small habits keep winter rides smooth for you and your driver.',
        body: [
          'London gets its share of lake-effect snow, and the first storm of the season always catches someone out. Traffic slows down, pickups take longer and drivers are more careful, as they should be. Plan for it and winter rides are no harder than summer ones.',
          'Wait inside until your driver is close. Each offer shows the driver’s distance and an estimated time in minutes, and your trip screen changes when they arrive. There is no reason to stand in the wind for ten minutes: just be ready to step out when the app tells you the driver has arrived.',
          'Make your pickup easy to reach. Snowbanks hide curbs and driveways, so choose a pickup point on a cleared street and add a note such as “side door on Oxford St” or “by the bus shelter”. Drivers can’t always pull into unplowed parking lots.',
          'Offer a little more when the weather is bad. Trips take longer and drivers know it, so an offer close to the estimate gets answered faster than one at the floor. And if you have an early appointment, schedule your ride the night before: the driver is assigned ahead of time and plans for the roads.',
        ],
      },
      es: {
        title: 'Viajes en invierno: cómo no pasar frío y llegar a tiempo',
        excerpt:
          'Las ráfagas de nieve del lago Hurón pueden convertir un trayecto de cinco minutos en uno de veinte. Unos pequeños hábitos facilitan los viajes de invierno, para ti y para tu conductor.',
        body: [
          'London recibe su buena dosis de nieve por efecto lago, y la primera tormenta de la temporada siempre sorprende a alguien. El tráfico se vuelve lento, las recogidas tardan más y los conductores van con más cuidado, como debe ser. Si lo tienes en cuenta, viajar en invierno no es más difícil que en verano.',
          'Espera dentro hasta que tu conductor esté cerca. Cada oferta muestra la distancia del conductor y un tiempo estimado en minutos, y la pantalla del viaje cambia cuando llega. No hace falta quedarse diez minutos al viento: basta con estar listo para salir cuando la aplicación te avise de que el conductor ha llegado.',
          'Haz que tu punto de recogida sea fácil de alcanzar. Los montones de nieve ocultan bordillos y entradas, así que elige un punto en una calle despejada y añade una nota como «puerta lateral en Oxford St» o «junto a la parada del autobús». Los conductores no siempre pueden entrar en estacionamientos sin limpiar.',
          'Ofrece un poco más cuando hace mal tiempo. Los viajes duran más y los conductores lo saben, así que una oferta cercana a la estimación recibe respuesta antes que una en el mínimo. Y si tienes una cita temprano, programa el viaje la noche anterior: el conductor queda asignado con antelación y cuenta con el estado de las calles.',
        ],
      },
      fr: {
        title: 'Courses d’hiver : rester au chaud et arriver à l’heure',
        excerpt:
          'Les bourrasques de neige venues du lac Huron peuvent transformer un trajet de cinq minutes en vingt. Quelques petites habitudes facilitent les courses d’hiver, pour vous comme pour votre chauffeur.',
        body: [
          'London reçoit sa part de neige à effet de lac, et la première tempête de la saison prend toujours quelqu’un au dépourvu. La circulation ralentit, les prises en charge prennent plus de temps et les chauffeurs redoublent de prudence, comme il se doit. Avec un peu d’anticipation, l’hiver n’est pas plus compliqué que l’été.',
          'Attendez à l’intérieur jusqu’à ce que votre chauffeur soit proche. Chaque offre affiche la distance du chauffeur et un temps estimé en minutes, et l’écran de la course change à son arrivée. Inutile de rester dix minutes dans le vent : soyez simplement prêt à sortir lorsque l’application vous indique que le chauffeur est arrivé.',
          'Choisissez un point de prise en charge facile d’accès. Les bancs de neige cachent les trottoirs et les entrées : choisissez une rue déneigée et ajoutez une note comme « porte latérale, rue Oxford » ou « près de l’abribus ». Les chauffeurs ne peuvent pas toujours entrer dans un stationnement non déneigé.',
          'Offrez un peu plus quand il fait mauvais. Les courses sont plus longues et les chauffeurs le savent : une offre proche de l’estimation obtient une réponse plus vite qu’une offre au plancher. Et si vous avez un rendez-vous tôt, planifiez votre course la veille : le chauffeur est affecté à l’avance et tient compte de l’état des routes.',
        ],
      },
    },
  },
];
