import type { PostSeed } from './content-types.ts';

/** Help articles: how the service works, in English, Spanish and French. */
export const articles: PostSeed[] = [
  {
    kind: 'article',
    slug: 'understanding-your-fare-estimate',
    daysAgo: 190,
    author: 'FairFare Support',
    motif: 'receipt',
    text: {
      en: {
        title: 'Understanding your fare estimate',
        excerpt:
          'Base fare, per-kilometre and per-minute rates, minimum fare and offer limits: what each line of the booking summary means.',
        body: [
          'Before you send an offer, the booking summary shows how we estimate the trip. The estimate starts with the city’s base fare for the category you chose, then adds a rate for each kilometre and a rate for each minute of the trip. Distance is measured in a straight line over the Earth’s surface between pickup and drop-off, and the time assumes an average speed of 40 km/h.',
          'That gives the sub total. If the sub total is below the category’s minimum fare, the minimum applies: that is the estimated fare. Service tax is then added to get the total fare. In London the service tax is currently 0 %, so the total fare equals the estimated fare.',
          'An example: an Economy ride of 6 km and 9 minutes in London costs $3.50 base + 6 × $1.25 + 9 × $0.30 = $13.70. That is above the $7.50 minimum, so the total fare is $13.70.',
          'The min amount and max amount lines show the range your offer must stay within: 80 % and 200 % of the total fare, rounded to the cent. In the example above, you can offer anything from $10.96 to $27.40. If you type an amount outside that range, the booking screen tells you the limit.',
          'Our servers always recompute every amount from the same published rates, so the price you see before booking is also the price the driver sees.',
        ],
      },
      es: {
        title: 'Entiende tu tarifa estimada',
        excerpt:
          'Tarifa base, precio por kilómetro y por minuto, tarifa mínima y límites de la oferta: qué significa cada línea del resumen de la reserva.',
        body: [
          'Antes de enviar una oferta, el resumen de la reserva muestra cómo estimamos el viaje. La estimación parte de la tarifa base de la ciudad para la categoría elegida y suma un precio por cada kilómetro y otro por cada minuto de viaje. La distancia se mide en línea recta sobre la superficie terrestre entre la recogida y el destino, y el tiempo supone una velocidad media de 40 km/h.',
          'Así se obtiene el subtotal. Si el subtotal es inferior a la tarifa mínima de la categoría, se aplica la mínima: esa es la tarifa estimada. Después se suma el impuesto de servicio para obtener la tarifa total. En London el impuesto de servicio es actualmente del 0 %, así que la tarifa total coincide con la estimada.',
          'Un ejemplo: un viaje Economy de 6 km y 9 minutos en London cuesta 3,50 $ de base + 6 × 1,25 $ + 9 × 0,30 $ = 13,70 $. Supera el mínimo de 7,50 $, así que la tarifa total es de 13,70 $.',
          'Las líneas de importe mínimo y máximo muestran el rango en el que debe estar tu oferta: entre el 80 % y el 200 % de la tarifa total, redondeado al centavo. En el ejemplo anterior puedes ofrecer desde 10,96 $ hasta 27,40 $. Si escribes una cantidad fuera de ese rango, la pantalla de reserva te indica el límite.',
          'Nuestros servidores recalculan siempre cada importe con los mismos precios publicados, así que el precio que ves antes de reservar es también el que ve el conductor.',
        ],
      },
      fr: {
        title: 'Comprendre votre tarif estimé',
        excerpt:
          'Tarif de base, prix au kilomètre et à la minute, tarif minimum et limites de l’offre : ce que signifie chaque ligne du récapitulatif de réservation.',
        body: [
          'Avant que vous envoyiez une offre, le récapitulatif de réservation montre comment nous estimons la course. L’estimation part du tarif de base de la ville pour la catégorie choisie, puis ajoute un prix pour chaque kilomètre et un prix pour chaque minute de trajet. La distance est mesurée à vol d’oiseau, à la surface de la Terre, entre le départ et l’arrivée, et la durée suppose une vitesse moyenne de 40 km/h.',
          'On obtient ainsi le sous-total. Si le sous-total est inférieur au tarif minimum de la catégorie, c’est le minimum qui s’applique : c’est le tarif estimé. La taxe de service est ensuite ajoutée pour obtenir le tarif total. À London, elle est actuellement de 0 % : le tarif total est donc égal au tarif estimé.',
          'Un exemple : une course Economy de 6 km et 9 minutes à London coûte 3,50 $ de base + 6 × 1,25 $ + 9 × 0,30 $ = 13,70 $. C’est plus que le minimum de 7,50 $ : le tarif total est donc de 13,70 $.',
          'Les lignes montant minimum et montant maximum indiquent la fourchette dans laquelle votre offre doit se situer : de 80 % à 200 % du tarif total, arrondi au cent près. Dans l’exemple ci-dessus, vous pouvez offrir de 10,96 $ à 27,40 $. Si vous saisissez un montant hors de cette fourchette, l’écran de réservation vous indique la limite.',
          'Nos serveurs recalculent toujours chaque montant à partir des mêmes prix publiés : le prix que vous voyez avant de réserver est aussi celui que voit le chauffeur.',
        ],
      },
    },
  },
  {
    kind: 'article',
    slug: 'how-to-schedule-a-ride',
    daysAgo: 160,
    author: 'FairFare Support',
    motif: 'calendar',
    text: {
      en: {
        title: 'How to schedule a ride for later',
        excerpt:
          'Book today for tomorrow’s appointment: choose a future pickup time, send your offer, and a driver is assigned ahead of time.',
        body: [
          'Scheduled rides work like regular bookings with one extra step. On the booking screen, set the date and time you want to be picked up. The time must be in the future; if you pick a time that has already passed, you will see “Please select a future time”.',
          'Enter your pickup and drop-off, choose a category and send your offer. Because the ride is not happening right away, we send your request to drivers within 10 km of the pickup rather than 5 km. Drivers answer with offers exactly as they do for immediate rides, and you accept the one you prefer.',
          'Once you accept, the driver is assigned to your trip and you see “Thanks for booking Schedule ride.” The trip then appears in your trip list as Partner Assigned, with the driver’s name and car. The countdown timer is shown only for rides booked for now, not for scheduled ones.',
          'Tip: schedule airport and early-morning rides the evening before, and add a note with anything the driver should know, such as a gate code or how much luggage you have.',
        ],
      },
      es: {
        title: 'Cómo programar un viaje para más tarde',
        excerpt:
          'Reserva hoy para la cita de mañana: elige una hora de recogida futura, envía tu oferta y un conductor quedará asignado con antelación.',
        body: [
          'Los viajes programados funcionan como las reservas normales, con un paso más. En la pantalla de reserva, indica la fecha y la hora a la que quieres que te recojan. La hora debe ser futura: si eliges una que ya ha pasado, la aplicación te pedirá que selecciones otra.',
          'Indica la recogida y el destino, elige una categoría y envía tu oferta. Como el viaje no es inmediato, enviamos tu solicitud a los conductores que están a menos de 10 km de la recogida, en lugar de 5 km. Los conductores responden con ofertas igual que en los viajes inmediatos, y tú aceptas la que prefieras.',
          'Cuando aceptas, el conductor queda asignado a tu viaje y recibes una confirmación. El viaje aparece entonces en tu lista con el estado de conductor asignado, junto con el nombre del conductor y su coche. El temporizador de cuenta atrás solo se muestra en los viajes para ahora, no en los programados.',
          'Consejo: programa los viajes al aeropuerto y los de primera hora la noche anterior, y añade una nota con todo lo que el conductor deba saber, como el código de una verja o cuánto equipaje llevas.',
        ],
      },
      fr: {
        title: 'Planifier une course à l’avance',
        excerpt:
          'Réservez aujourd’hui pour le rendez-vous de demain : choisissez une heure de prise en charge future, envoyez votre offre, et un chauffeur est affecté à l’avance.',
        body: [
          'Les courses planifiées fonctionnent comme les réservations habituelles, avec une étape de plus. Sur l’écran de réservation, indiquez la date et l’heure de prise en charge souhaitées. L’heure doit être dans le futur : si vous choisissez une heure déjà passée, l’application vous demandera d’en choisir une autre.',
          'Saisissez le départ et la destination, choisissez une catégorie et envoyez votre offre. Comme la course n’a pas lieu tout de suite, nous transmettons votre demande aux chauffeurs situés à moins de 10 km du point de départ, au lieu de 5 km. Les chauffeurs répondent par des offres comme pour une course immédiate, et vous acceptez celle que vous préférez.',
          'Une fois l’offre acceptée, le chauffeur est affecté à votre course et vous recevez une confirmation. La course apparaît alors dans votre liste avec le statut de partenaire affecté, ainsi que le nom du chauffeur et sa voiture. Le compte à rebours ne s’affiche que pour les courses immédiates, pas pour les courses planifiées.',
          'Conseil : planifiez vos courses vers l’aéroport et celles de tôt le matin la veille au soir, et ajoutez une note avec tout ce que le chauffeur doit savoir, comme un code de portail ou la quantité de bagages.',
        ],
      },
    },
  },
  {
    kind: 'article',
    slug: 'booking-a-ride-for-someone-else',
    daysAgo: 130,
    author: 'FairFare Support',
    motif: 'people',
    text: {
      en: {
        title: 'Booking a ride for someone else',
        excerpt:
          'Send a ride to a parent, a friend or a guest: you book and pay, and they get picked up.',
        body: [
          'You don’t have to be the passenger to book a FairFare ride. On the booking screen, choose to book for someone else and enter the passenger’s name and phone number. The driver sees the passenger’s name and can call them directly if they can’t find the pickup.',
          'Everything else works as usual: you choose the pickup, drop-off and category, send your offer and accept a driver. Give the passenger the 4-digit trip code from your trip screen (the driver needs it to start the trip) and share the Tracking link so they can see where the car is.',
          'You pay for the ride with the method you chose, and you rate the driver at the end. If you pick cash, make sure the passenger knows the agreed amount.',
          'Use the note field for anything that helps, such as “Grandma uses a walker, please help with the door” or “guest waiting at the Covent Garden Market entrance on King St”.',
        ],
      },
      es: {
        title: 'Reservar un viaje para otra persona',
        excerpt:
          'Envía un viaje a tu madre, a un amigo o a un invitado: tú reservas y pagas, y a ellos los recogen.',
        body: [
          'No tienes que ser el pasajero para reservar un viaje con FairFare. En la pantalla de reserva, elige reservar para otra persona e indica el nombre y el teléfono del pasajero. El conductor ve el nombre del pasajero y puede llamarle directamente si no encuentra el punto de recogida.',
          'Todo lo demás funciona como siempre: eliges la recogida, el destino y la categoría, envías tu oferta y aceptas a un conductor. Dale al pasajero el código de viaje de 4 dígitos que aparece en tu pantalla (el conductor lo necesita para iniciar el viaje) y comparte el enlace de seguimiento para que vea dónde está el coche.',
          'Pagas el viaje con el método que elegiste y valoras al conductor al final. Si eliges efectivo, asegúrate de que el pasajero conozca el importe acordado.',
          'Usa el campo de notas para todo lo que ayude, como «mi abuela usa andador, por favor ayúdela con la puerta» o «invitado esperando en la entrada del Covent Garden Market en King St».',
        ],
      },
      fr: {
        title: 'Réserver une course pour un proche',
        excerpt:
          'Envoyez une course à un parent, à un ami ou à un invité : vous réservez et payez, et il est pris en charge.',
        body: [
          'Pas besoin d’être le passager pour réserver une course FairFare. Sur l’écran de réservation, choisissez de réserver pour une autre personne, puis saisissez le nom et le numéro de téléphone du passager. Le chauffeur voit le nom du passager et peut l’appeler directement s’il ne trouve pas le point de départ.',
          'Tout le reste fonctionne comme d’habitude : vous choisissez le départ, la destination et la catégorie, envoyez votre offre et acceptez un chauffeur. Transmettez au passager le code de course à 4 chiffres affiché sur votre écran (le chauffeur en a besoin pour démarrer la course) et partagez le lien de suivi pour qu’il voie où se trouve la voiture.',
          'Vous payez la course avec le mode de paiement choisi, et c’est vous qui notez le chauffeur à la fin. Si vous choisissez l’argent comptant, assurez-vous que le passager connaît le montant convenu.',
          'Utilisez le champ de note pour tout ce qui peut aider, par exemple « ma grand-mère se déplace avec une marchette, merci de l’aider avec la portière » ou « invité qui attend à l’entrée du Covent Garden Market, rue King ».',
        ],
      },
    },
  },
  {
    kind: 'article',
    slug: 'paying-with-cash-card-or-wallet',
    daysAgo: 100,
    author: 'FairFare Support',
    motif: 'wallet',
    text: {
      en: {
        title: 'Paying with cash, card or wallet',
        excerpt:
          'Which payment methods your city offers, how card payments work, and what to do with an unpaid trip.',
        body: [
          'Each city has its own payment methods. In London you can pay with cash, a card or your FairFare wallet; in Toronto, with cash or a card. The booking screen lists only the methods of the city you are booking in, and you choose one before you book.',
          'Card: add a card once on the Checkout page and it is saved for your next trips. We keep only its brand, last four digits and expiry date; the full number never stays on our servers. When you pay, pick the saved card and confirm.',
          'Wallet: your wallet balance is shown in My Account. Paying by wallet takes the trip amount from your balance in one step. If the balance is lower than the trip amount, you will see “Insufficient wallet amount” and can choose another method.',
          'Cash: pay the driver the agreed amount when you arrive. If a trip ends without a card payment, for example a cash trip not yet marked as paid or a cancellation fee, it appears in a popup with its pickup, drop-off and amount. From there you can pay by card or wallet and rate the driver.',
        ],
      },
      es: {
        title: 'Pagar en efectivo, con tarjeta o con el monedero',
        excerpt:
          'Qué métodos de pago hay en tu ciudad, cómo funcionan los pagos con tarjeta y qué hacer con un viaje pendiente de pago.',
        body: [
          'Cada ciudad tiene sus propios métodos de pago. En London puedes pagar en efectivo, con tarjeta o con tu monedero FairFare; en Toronto, en efectivo o con tarjeta. La pantalla de reserva muestra solo los métodos de la ciudad en la que reservas, y eliges uno antes de reservar.',
          'Tarjeta: añade una tarjeta una sola vez en la página de pago y quedará guardada para tus próximos viajes. Solo guardamos la marca, los cuatro últimos dígitos y la fecha de vencimiento; el número completo nunca se queda en nuestros servidores. Al pagar, elige la tarjeta guardada y confirma.',
          'Monedero: el saldo de tu monedero aparece en Mi cuenta. Pagar con el monedero descuenta el importe del viaje de tu saldo en un solo paso. Si el saldo es inferior al importe del viaje, la aplicación te avisará de que el saldo es insuficiente y podrás elegir otro método.',
          'Efectivo: paga al conductor el importe acordado al llegar. Si un viaje termina sin pago con tarjeta, por ejemplo un viaje en efectivo aún no marcado como pagado o una tarifa de cancelación, aparece en una ventana con la recogida, el destino y el importe. Desde allí puedes pagar con tarjeta o con el monedero y valorar al conductor.',
        ],
      },
      fr: {
        title: 'Payer en argent comptant, par carte ou avec le portefeuille',
        excerpt:
          'Les modes de paiement offerts dans votre ville, le fonctionnement des paiements par carte et que faire d’une course impayée.',
        body: [
          'Chaque ville a ses propres modes de paiement. À London, vous pouvez payer en argent comptant, par carte ou avec votre portefeuille FairFare ; à Toronto, en argent comptant ou par carte. L’écran de réservation n’affiche que les modes de la ville où vous réservez, et vous en choisissez un avant de réserver.',
          'Carte : ajoutez une carte une seule fois sur la page de paiement ; elle est enregistrée pour vos prochaines courses. Nous ne conservons que sa marque, ses quatre derniers chiffres et sa date d’expiration ; le numéro complet ne reste jamais sur nos serveurs. Au moment de payer, choisissez la carte enregistrée et confirmez.',
          'Portefeuille : le solde de votre portefeuille s’affiche dans Mon compte. Payer avec le portefeuille débite le montant de la course de votre solde en une seule étape. Si le solde est inférieur au montant de la course, l’application vous signale que le solde est insuffisant et vous pouvez choisir un autre mode.',
          'Argent comptant : remettez au chauffeur le montant convenu à l’arrivée. Si une course se termine sans paiement par carte, par exemple une course payée comptant pas encore marquée comme payée ou des frais d’annulation, elle s’affiche dans une fenêtre avec le départ, la destination et le montant. Vous pouvez alors payer par carte ou avec le portefeuille, et noter le chauffeur.',
        ],
      },
    },
  },
  {
    kind: 'article',
    slug: 'cancellations-and-the-free-cancellation-timer',
    daysAgo: 85,
    author: 'FairFare Support',
    motif: 'clock',
    text: {
      en: {
        title: 'Cancellations and the free-cancellation timer',
        excerpt:
          'Plans change. Here is when cancelling is free, when a fee applies, and why we ask for a reason.',
        body: [
          'Until a driver accepts, you can cancel a request at any time and nothing is charged. Once you accept an offer, a countdown starts on your trip screen with the note “No cancellation fees will be charged before the timer expires.” The timer runs for 5 minutes.',
          'Cancel before it reaches zero and the cancellation is free. From the moment it shows “Timer expired”, the city’s cancellation fee applies, wherever your driver is: $5.00 in London and $7.00 in Toronto. The driver has set time aside for you by then. The cancel window tells you until what time cancelling is free and what it costs after. The timer only appears for rides booked for now (a ride booked for later is free to cancel until 15 minutes before its time), and the Cancel Ride button disappears once the trip has begun.',
          'When you cancel, we ask for a short reason of at least 10 characters. It helps us spot patterns, such as a driver going the wrong way or a pickup point that is hard to reach, and fix them. Your reason is never shown to other riders.',
          'If a fee applies and your ride is paid by a card saved on your account, it is charged to that card at once, and its receipt is in My Account. A cash or wallet ride, or a card that is declined, shows the fee as an unpaid trip that you settle by card or wallet before your next booking. If the driver cancels, you never pay a fee.',
        ],
      },
      es: {
        title: 'Cancelaciones y el temporizador de cancelación gratuita',
        excerpt:
          'Los planes cambian. Te explicamos cuándo cancelar es gratis, cuándo se cobra una tarifa y por qué te pedimos un motivo.',
        body: [
          'Hasta que un conductor acepta, puedes cancelar una solicitud en cualquier momento sin ningún cargo. Cuando aceptas una oferta, en la pantalla del viaje empieza una cuenta atrás con un aviso: no se cobra ninguna tarifa de cancelación antes de que termine. El temporizador dura 5 minutos.',
          'Si cancelas antes de que llegue a cero, la cancelación es gratuita. Desde el momento en que muestra «Temporizador vencido», se aplica la tarifa de cancelación de la ciudad, esté donde esté tu conductor: 5,00 $ en London y 7,00 $ en Toronto. Para entonces el conductor ya te ha reservado su tiempo. La ventana de cancelación te dice hasta qué hora es gratis y cuánto cuesta después. El temporizador solo aparece en los viajes para ahora (un viaje programado se cancela gratis hasta 15 minutos antes de su hora), y el botón para cancelar desaparece cuando el viaje ha comenzado.',
          'Cuando cancelas, te pedimos un motivo breve de al menos 10 caracteres. Nos ayuda a detectar patrones, como un conductor que va en dirección contraria o un punto de recogida difícil de alcanzar, y a corregirlos. Tu motivo nunca se muestra a otros pasajeros.',
          'Si se aplica una tarifa y tu viaje se paga con una tarjeta guardada en tu cuenta, se cobra en esa tarjeta al momento y su recibo está en Mi cuenta. En un viaje en efectivo o con monedero, o si la tarjeta es rechazada, la tarifa aparece como un viaje pendiente de pago que saldas con tarjeta o con el monedero antes de tu próxima reserva. Si es el conductor quien cancela, nunca pagas nada.',
        ],
      },
      fr: {
        title: 'Annulations et minuterie d’annulation gratuite',
        excerpt:
          'Les plans changent. Voici quand l’annulation est gratuite, quand des frais s’appliquent et pourquoi nous demandons un motif.',
        body: [
          'Tant qu’aucun chauffeur n’a accepté, vous pouvez annuler une demande à tout moment, sans frais. Dès que vous acceptez une offre, un compte à rebours démarre sur l’écran de la course, avec la mention qu’aucuns frais d’annulation ne seront facturés avant son expiration. La minuterie dure 5 minutes.',
          'Si vous annulez avant qu’elle n’atteigne zéro, l’annulation est gratuite. Dès qu’elle affiche « Minuteur expiré », les frais d’annulation de la ville s’appliquent, où que soit votre chauffeur : 5,00 $ à London et 7,00 $ à Toronto. Le chauffeur vous a alors réservé son temps. La fenêtre d’annulation vous indique jusqu’à quelle heure l’annulation est gratuite et ce qu’elle coûte ensuite. La minuterie ne s’affiche que pour les courses immédiates (une course planifiée s’annule gratuitement jusqu’à 15 minutes avant son heure), et le bouton d’annulation disparaît dès que la course a commencé.',
          'Lorsque vous annulez, nous vous demandons un bref motif d’au moins 10 caractères. Cela nous aide à repérer les problèmes récurrents, comme un chauffeur qui part dans la mauvaise direction ou un point de départ difficile d’accès, et à les corriger. Votre motif n’est jamais montré aux autres passagers.',
          'Si des frais s’appliquent et que votre course est payée par une carte enregistrée dans votre compte, ils sont débités de cette carte aussitôt, et leur reçu est dans Mon compte. Pour une course en espèces ou avec le portefeuille, ou si la carte est refusée, les frais apparaissent comme une course impayée que vous réglez par carte ou avec le portefeuille avant votre prochaine réservation. Si c’est le chauffeur qui annule, vous ne payez jamais de frais.',
        ],
      },
    },
  },
  {
    kind: 'article',
    slug: 'accessibility-on-fairfare',
    daysAgo: 55,
    author: 'FairFare Support',
    motif: 'access',
    text: {
      en: {
        title: 'Accessibility on FairFare',
        excerpt:
          'How to book a ride that works for you if you use a mobility aid, travel with a service animal or use a screen reader.',
        body: [
          'We want every rider to be able to book and take a trip on their own terms. Our website works with a keyboard and with screen readers, follows your device’s text size, and is available in English, French and Spanish. If something gets in your way, tell us through the contact page: accessibility reports go straight to the team that builds the site.',
          'Use the note field to tell your driver what you need: help with a folding wheelchair or a walker, extra time to get in, a pickup at a side entrance, or that you are travelling with a service animal. Drivers see the note before they send an offer, so the driver who accepts knows what to expect.',
          'Choose XL if you travel with a folding wheelchair, a folding scooter, or a companion and bags: minivans and SUVs have more room in the back and easier access. We don’t offer ramp-equipped vehicles yet. Service animals ride at no extra charge, and FairFare drivers may not refuse a rider because of one.',
          'Booking for a family member who doesn’t use a smartphone? Book for someone else, enter their name and phone number, and share the Tracking link with them or a caregiver so that everyone can see where the car is.',
        ],
      },
      es: {
        title: 'Accesibilidad en FairFare',
        excerpt:
          'Cómo reservar un viaje que se adapte a ti si usas una ayuda para la movilidad, viajas con un animal de servicio o utilizas un lector de pantalla.',
        body: [
          'Queremos que todos los pasajeros puedan reservar y hacer un viaje a su manera. Nuestro sitio web funciona con el teclado y con lectores de pantalla, respeta el tamaño de texto de tu dispositivo y está disponible en inglés, francés y español. Si algo te lo impide, cuéntanoslo a través de la página de contacto: los avisos de accesibilidad llegan directamente al equipo que desarrolla el sitio.',
          'Usa el campo de notas para decirle al conductor lo que necesitas: ayuda con una silla de ruedas plegable o un andador, más tiempo para subir, una recogida en una entrada lateral, o que viajas con un animal de servicio. Los conductores ven la nota antes de enviar una oferta, así que quien acepta sabe qué esperar.',
          'Elige XL si viajas con una silla de ruedas plegable, un scooter plegable o un acompañante y equipaje: los monovolúmenes y SUV tienen más espacio atrás y un acceso más cómodo. Todavía no ofrecemos vehículos con rampa. Los animales de servicio viajan sin costo adicional, y los conductores de FairFare no pueden rechazar a un pasajero por llevar uno.',
          '¿Reservas para un familiar que no usa teléfono inteligente? Reserva para otra persona, indica su nombre y su número de teléfono, y comparte el enlace de seguimiento con él o con su cuidador para que todos vean dónde está el coche.',
        ],
      },
      fr: {
        title: 'L’accessibilité chez FairFare',
        excerpt:
          'Comment réserver une course adaptée si vous utilisez une aide à la mobilité, voyagez avec un animal d’assistance ou utilisez un lecteur d’écran.',
        body: [
          'Nous voulons que chaque passager puisse réserver et effectuer une course à sa façon. Notre site fonctionne au clavier et avec les lecteurs d’écran, respecte la taille de texte de votre appareil et est offert en anglais, en français et en espagnol. Si quelque chose vous bloque, dites-le-nous par la page de contact : les signalements d’accessibilité vont directement à l’équipe qui développe le site.',
          'Utilisez le champ de note pour indiquer au chauffeur ce dont vous avez besoin : de l’aide avec un fauteuil roulant pliant ou une marchette, plus de temps pour monter, une prise en charge à une entrée latérale, ou le fait que vous voyagez avec un animal d’assistance. Les chauffeurs voient la note avant d’envoyer une offre : celui qui accepte sait à quoi s’attendre.',
          'Choisissez XL si vous voyagez avec un fauteuil roulant pliant, un triporteur pliable ou un accompagnateur et des bagages : les fourgonnettes et les VUS offrent plus d’espace à l’arrière et un accès plus facile. Nous n’offrons pas encore de véhicules équipés d’une rampe. Les animaux d’assistance voyagent sans frais supplémentaires, et les chauffeurs FairFare ne peuvent pas refuser un passager qui en est accompagné.',
          'Vous réservez pour un proche qui n’utilise pas de téléphone intelligent ? Réservez pour une autre personne, saisissez son nom et son numéro de téléphone, et partagez le lien de suivi avec lui ou avec son aidant pour que tout le monde voie où se trouve la voiture.',
        ],
      },
    },
  },
];
