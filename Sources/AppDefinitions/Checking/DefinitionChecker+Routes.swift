// MARK: - Routes and data

extension DefinitionChecker {
    mutating func checkRoutes() {
        let coordinatorNames = definition.coordinators.map(\.name)
        let gateRoot = definition.users?.gates == true ? rootIndex.map { definition.coordinators[$0].name } : nil
        for index in definition.routes.indices {
            let route = definition.routes[index]
            let path = "routes[\(index)]"
            // An empty owner is one the reader could not read (missing or not a name), which it reported.
            if !route.owner.isEmpty,
                checkKnown(route.owner, in: coordinatorNames, at: "\(path).owner", what: "coordinator"),
                route.owner == gateRoot
            {
                add(
                    "\(path).owner",
                    "'\(route.owner)' runs the sign-in gate's flows and owns no stack: its routes could never be shown; give '\(route.name)' to a flow"
                )
            }
            if let argument = route.argument { checkArgument(argument, at: "\(path).argument") }
            if let lists = route.lists {
                checkKnown(
                    lists, in: collectionNames + catalogueNames, at: "\(path).lists", what: "collection or catalogue")
            }
            for effectIndex in route.onShow.indices {
                let effect = route.onShow[effectIndex]
                let effectPath = "\(path).onShow[\(effectIndex)]"
                switch effect {
                case .set(let variable, let value):
                    if checkKnown(variable, in: variableNames, at: effectPath + ".set", what: "variable") {
                        checkType(of: value, setting: variable, scope: EffectScope(), at: effectPath + ".to")
                    }
                    if case .integer = value {
                    } else if case .text = value {
                    } else {
                        add(effectPath + ".to", "'onShow' sets a variable to a number or a text written here")
                    }
                case .clear(let variable):
                    checkKnown(variable, in: variableNames, at: effectPath + ".clear", what: "variable")
                default:
                    add(effectPath, "'onShow' only sets or clears variables (a controller made lazily)")
                }
            }
        }
    }

    /// An argument's kind refers to things the app has.
    mutating func checkArgument(_ argument: ArgumentDefinition, at path: String) {
        switch argument.kind {
        case .item(let collection):
            checkKnown(
                collection, in: catalogueNames + collectionNames, at: "\(path).of", what: "catalogue or collection")
        case .tab where tabNames.isEmpty:
            add("\(path).type", "the app has no tabs, so no argument can name one")
        case .variant where variantNames.isEmpty:
            add("\(path).type", "the app has no variants, so no argument can name one")
        case .user where definition.users == nil:
            add("\(path).type", "the app has no users ('users' is not given), so no argument is a user name")
        case .choice(let words):
            checkUniqueWords(words, at: "\(path).values")
        default:
            break
        }
    }

    mutating func checkData() {
        let data = definition.data
        var keys: [String: String] = [:]
        func claim(_ key: String, at path: String, _ checker: inout DefinitionChecker) {
            if let problem = Self.reservedKeyProblem(key) {
                checker.add(path, problem + "; choose another name")
            } else if let first = keys[key.lowercased()] {
                checker.add(path, "'\(key)' is already the name of something else, at \(checker.filePath(first))")
            } else {
                keys[key.lowercased()] = path
            }
        }
        for index in data.variables.indices {
            let variable = data.variables[index]
            keys[variable.name.lowercased()] = "data.variables[\(index)]"
        }
        for index in definition.coordinators.indices {
            let coordinator = definition.coordinators[index]
            for variableIndex in coordinator.variables.indices {
                let variable = coordinator.variables[variableIndex]
                keys[variable.name.lowercased()] = "coordinators[\(index)].variables[\(variableIndex)]"
            }
        }
        for index in data.collections.indices {
            let collection = data.collections[index]
            let path = "data.collections[\(index)]"
            claim(collection.name, at: "\(path).name", &self)
            // What one item is called is a key only where a route shows one (`order: 1 ...`).
            if definition.routes.contains(where: { $0.argument?.kind == .item(of: collection.name) }) {
                claim(collection.item, at: "\(path).item", &self)
            }
            if let catalogue = collection.catalogue {
                checkKnown(catalogue, in: catalogueNames, at: "\(path).of", what: "catalogue")
            }
            if collection.isPerUser, definition.users == nil {
                add("\(path).perUser", "a collection per user needs users ('users': {})")
            }
        }
        for index in data.catalogues.indices {
            let catalogue = data.catalogues[index]
            let path = "data.catalogues[\(index)]"
            claim(catalogue.name, at: "\(path).name", &self)
            claim(catalogue.item, at: "\(path).item", &self)
            // Items that could not be read, or 'items' left out, are reported where they are.
            if catalogue.items.isEmpty, !isUnread("\(path).items"), !unreadPaths.contains(filePath(path)) {
                add("\(path).items", "a catalogue has at least one item")
            }
            var ids: [Int: Int] = [:]
            for itemIndex in catalogue.items.indices {
                let item = catalogue.items[itemIndex]
                if let first = ids[item.id] {
                    add(
                        "\(path).items[\(itemIndex)].id",
                        "id \(item.id) is already the id of \(filePath("\(path).items[\(first)]"))")
                } else {
                    ids[item.id] = itemIndex
                }
            }
        }
        for index in definition.coordinators.indices {
            let coordinator = definition.coordinators[index]
            if let variants = coordinator.variants {
                claim(variants.key, at: "coordinators[\(index)].variants.key", &self)
            }
        }
    }

    /// Records a second use of a word in a plain list of words.
    mutating func checkUniqueWords(_ words: [String], at path: String) {
        var seen: Set<String> = []
        for index in words.indices where !seen.insert(words[index].lowercased()).inserted {
            let word = words[index]
            add("\(path)[\(index)]", "the word '\(word)' is given twice")
        }
    }
}
